/** Aart Bik's checkers perft (OEIS A133046), plies 1 to 10 from the initial position. */
export const PUBLISHED = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564];
