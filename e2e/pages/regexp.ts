/** Text taken literally in a regular expression (labels hold parentheses, dots and question marks). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label matched whole. */
export const whole = (text: string) => new RegExp(`^${literal(text)}$`);

/** A label matched from its start: required fields' labels end with the required mark. */
export const startingWith = (text: string) => new RegExp(`^${literal(text)}`);
