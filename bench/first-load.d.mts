export type FirstLoad = { path: string; jsGzip: number; jsBrotli: number; cssGzip: number; scripts: number; firebase: boolean };
export function pageScripts(html: string): string[];
export function firstLoad(baseUrl: string, path: string): Promise<FirstLoad>;
export function kB(bytes: number): number;
