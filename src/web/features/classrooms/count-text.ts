/** "1 student", "3 lessons". */
export const countText = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
