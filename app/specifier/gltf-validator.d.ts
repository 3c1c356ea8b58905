/** The parts of the Khronos glTF validator's report the specifier's tests read (the package has no types). */
declare module "gltf-validator" {
  export type ValidationMessage = { code: string; message: string; severity: number; pointer?: string };
  export type ValidationReport = {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationMessage[];
    };
    info?: Record<string, unknown>;
  };
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number }): Promise<ValidationReport>;
}
