export declare const timeLimit: (milliseconds: number) => number;
export declare const TIME_LIMITS: { testTimeout: number; hookTimeout: number };
export declare const WAIT_LIMIT: number;
