// The live rounds domain's public face: nothing yet is needed by another domain (the gradebook will read
// the released ballots from here).
export {};
