import * as WebIFC from "web-ifc";

/**
 * An IFC file read back the way BIM software reads it, with web-ifc (the IFC engine of That Open
 * Company's viewers): its schema, its coverings with their names, tags and property sets, and the
 * size of the geometry web-ifc tessellates from it. For the tests of every IFC file the site writes.
 */
export type ReadIfc = {
  schema: string;
  coverings: {
    name: string;
    tag: string;
    predefinedType: string;
    /** Property set name → property name → value (numbers as numbers, text decoded). */
    properties: Record<string, Record<string, string | number | boolean>>;
    /** Quantity name → value. */
    quantities: Record<string, number>;
    /** The tessellated body's extent, in metres, along the model's x (length), y (width) and z (up). */
    extent: { x: number; y: number; z: number };
    /** How many solids its body is made of. */
    solids: number;
    material: string[];
  }[];
};

let api: Promise<WebIFC.IfcAPI> | undefined;

function ifcApi() {
  api ??= (async () => {
    const engine = new WebIFC.IfcAPI();
    await engine.Init(undefined, true);
    return engine;
  })();
  return api;
}

/** ISO 10303-21's `\X2\…\X0\` runs as text, should web-ifc hand one back undecoded. */
const decoded = (value: string) =>
  value.replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/g, (_, hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
  );

const propertyValue = (value: { value: unknown } | null | undefined): string | number | boolean =>
  typeof value?.value === "string" ? decoded(value.value) : (value?.value as number | boolean);

export async function readIfc(bytes: Uint8Array): Promise<ReadIfc> {
  const engine = await ifcApi();
  // Curves in 1,440 segments: a 3 m circle's polygon is then within 0.01 mm of it.
  const model = engine.OpenModel(bytes, { COORDINATE_TO_ORIGIN: false, CIRCLE_SEGMENTS: 1440 });
  try {
    const schema = engine.GetModelSchema(model);
    const line = (id: number) => engine.GetLine(model, id);
    const ids = (type: number) => [...iterate(engine.GetLineIDsWithType(model, type))];
    const relations = ids(WebIFC.IFCRELDEFINESBYPROPERTIES).map(line);
    const materials = ids(WebIFC.IFCRELASSOCIATESMATERIAL).map(line);

    // Every mesh's vertices, placed: web-ifc turns the model Z-up into its viewer's Y-up.
    const vertices = new Map<number, [number, number, number][]>();
    const solids = new Map<number, number>();
    engine.StreamAllMeshes(model, (mesh) => {
      const placed: [number, number, number][] = [];
      for (let index = 0; index < mesh.geometries.size(); index++) {
        const geometry = mesh.geometries.get(index);
        const m = geometry.flatTransformation;
        const data = engine.GetGeometry(model, geometry.geometryExpressID);
        const floats = engine.GetVertexArray(data.GetVertexData(), data.GetVertexDataSize());
        for (let at = 0; at < floats.length; at += 6) {
          const [x, y, z] = [floats[at] ?? 0, floats[at + 1] ?? 0, floats[at + 2] ?? 0];
          placed.push([
            (m[0] ?? 0) * x + (m[4] ?? 0) * y + (m[8] ?? 0) * z + (m[12] ?? 0),
            (m[1] ?? 0) * x + (m[5] ?? 0) * y + (m[9] ?? 0) * z + (m[13] ?? 0),
            (m[2] ?? 0) * x + (m[6] ?? 0) * y + (m[10] ?? 0) * z + (m[14] ?? 0),
          ]);
        }
        data.delete();
      }
      vertices.set(mesh.expressID, placed);
      solids.set(mesh.expressID, mesh.geometries.size());
    });

    const coverings = ids(WebIFC.IFCCOVERING).map((id) => {
      const covering = line(id);
      const properties: ReadIfc["coverings"][number]["properties"] = {};
      const quantities: Record<string, number> = {};
      for (const relation of relations) {
        if (!relation.RelatedObjects.some((object: { value: number }) => object.value === id)) continue;
        const set = line(relation.RelatingPropertyDefinition.value);
        if (set.HasProperties) {
          const named: Record<string, string | number | boolean> = {};
          for (const ref of set.HasProperties) {
            const property = line(ref.value);
            named[decoded(property.Name.value)] = propertyValue(property.NominalValue);
          }
          properties[decoded(set.Name.value)] = named;
        }
        if (set.Quantities) {
          for (const ref of set.Quantities) {
            const quantity = line(ref.value);
            quantities[quantity.Name.value] =
              quantity.LengthValue?.value ?? quantity.AreaValue?.value ?? quantity.WeightValue?.value;
          }
        }
      }
      const material: string[] = [];
      for (const relation of materials) {
        if (!relation.RelatedObjects.some((object: { value: number }) => object.value === id)) continue;
        const set = line(relation.RelatingMaterial.value);
        for (const ref of set.MaterialLayers ?? []) {
          const layer = line(ref.value);
          material.push(`${decoded(line(layer.Material.value).Name.value)}: ${layer.LayerThickness.value}`);
        }
      }
      const points = vertices.get(id) ?? [];
      const span = (axis: 0 | 1 | 2) =>
        points.length === 0
          ? 0
          : Math.max(...points.map((point) => point[axis])) - Math.min(...points.map((point) => point[axis]));
      return {
        name: decoded(covering.Name?.value ?? ""),
        tag: decoded(covering.Tag?.value ?? ""),
        predefinedType: covering.PredefinedType?.value ?? "",
        properties,
        quantities,
        // Back to the model's frame: web-ifc's y is the model's z (up), its z the model's -y.
        extent: { x: span(0), y: span(2), z: span(1) },
        solids: solids.get(id) ?? 0,
        material,
      };
    });
    return { schema, coverings };
  } finally {
    engine.CloseModel(model);
  }
}

function* iterate(vector: WebIFC.Vector<number>) {
  for (let index = 0; index < vector.size(); index++) yield vector.get(index);
}
