/** Resolves in a task of its own: work after it lets the browser paint and answer a tap first. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));
