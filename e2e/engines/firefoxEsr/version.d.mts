export declare const FIREFOX: string;
export declare function firefoxVersion(): string;
export declare function firefoxMajor(): number;
