export declare const HOME_BUDGET_KB: number;
export declare const HOME_MODULE: string;
export declare const HOME_CHUNK: string;
export declare function homeFiles(manifest: Record<string, unknown>): string[];
export declare function sizeReport(distDir: string): { files: { file: string; gzip: number }[]; totalGzip: number };
export declare function parseSizeArgs(args: string[], defaultBudgetKb?: number): { dist: string; budgetKb: number };
