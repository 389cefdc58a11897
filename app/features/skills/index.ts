// What other areas may use of the skills area (the skills and occupations taxonomy, and matching).
export {}
