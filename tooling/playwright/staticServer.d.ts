export declare const CONTENT_TYPES: Record<string, string>;
export declare function fileOf(root: string, pathname: string): string | null;
export declare function serveStatic(root: string, port?: number): Promise<{ url: string; close(): Promise<void> }>;
