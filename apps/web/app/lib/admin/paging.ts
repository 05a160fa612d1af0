/** Rows per page of the paged admin lists (products, orders, inbox): the list calls' default too. */
export const ADMIN_PAGE_SIZE = 20;
