export const category = {
  addFailed: 'Failed to add category',
  updateFailed: 'Failed to update category',
  deleteFailed: 'Failed to delete category',
  unexpected: 'An unexpected error occurred. Please try again.',
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  deleteConfirm: 'Are you sure you want to delete this category? This action cannot be undone.',
} as const;
