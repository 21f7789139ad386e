export const cartLine = 'line';
