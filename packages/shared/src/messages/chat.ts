export const chat = {
  micDenied: 'Unable to access microphone. Please check your permissions.',
  ocrFailed: 'Failed to extract text from image',
  processingFailed:
    "I'm having trouble processing that right now. Try asking about Korean skincare routines, ingredients, or upload a skin photo for analysis! 🌸",
  emptyContent: "I'm having trouble responding right now. Please try again!",
  limitTitle: 'Daily limit reached',
  limitText: "You've used all 15 daily messages. Come back tomorrow for more AI beauty advice!",
} as const;
