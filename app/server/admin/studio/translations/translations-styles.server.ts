/** The export form and the "still valid" buttons beside a translation marked as needing one. */
export const translatorsCss = `
.export-form .waiting{margin:0 0 1rem}
.export-form .waiting li{padding:.35rem 0}
.export-form fieldset{margin-bottom:.5rem}
.export-form .field.check{margin-bottom:.5rem}
.export-form .field.check input{min-height:1.25rem}
.export-form .field.check label{font-weight:400}
.export-form .waiting strong{font-weight:600}
.still-valid{display:flex;min-height:2.75rem;padding:.3rem .8rem;font-size:.875rem;margin:.35rem 0 0 auto}
.still-valid-all{margin:0 0 .8rem}
.still-valid-languages{margin:0 0 1rem}
.still-valid-languages form{margin:0}
.still-valid-languages button{font-size:.875rem}
`;
