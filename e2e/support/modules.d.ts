declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrg?: unknown);
    validate(data: unknown): Promise<unknown[]>;
  }
}
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: Record<string, unknown>);
    parse(html: string): unknown;
  }
}
