export const contact = {
  successTitle: 'Message Sent Successfully!',
  successText: "Thank you! We'll get back to you within 24 hours.",
  errorTitle: 'Oops! Something went wrong',
  errorText: 'Sorry, there was an error sending your message. Please try again.',
  sendFailed: 'Failed to send contact form',
} as const;
