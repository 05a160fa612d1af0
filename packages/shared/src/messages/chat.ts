export const chat = {
  micDenied: 'Unable to access microphone. Please check your permissions.',
  ocrFailed: 'Failed to extract text from image',
  ocrWrongType: 'Please upload a JPEG, PNG or WebP photo.',
  ocrTooLarge: 'The photo is too large to read: please upload one of at most 40 megapixels.',
  ocrBusy: 'The label reader is busy. Please try again in a few seconds.',
  ocrTimedOut: 'Reading the label took too long. Please try again, or with a closer photo of the label.',
  processingFailed:
    "I'm having trouble processing that right now. Try asking about Korean skincare routines, ingredients, or upload a skin photo for analysis! 🌸",
  emptyContent: "I'm having trouble responding right now. Please try again!",
  limitTitle: 'Daily limit reached',
  limitText: "You've used all 15 daily messages. Come back tomorrow for more AI beauty advice!",
} as const;
