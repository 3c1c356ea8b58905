/**
 * A two-dimensional drawing in millimetres as an ASCII DXF file of AutoCAD 2000 (AC1015), the
 * oldest version with ELLIPSE and `$INSUNITS`. It writes what that version requires of a file to
 * open in AutoCAD and not only in lenient readers: every object's handle and owner, `$HANDSEED`
 * past the last handle, the nine symbol tables with their standard entries (layer 0, the
 * Standard text and dimension styles, the ByBlock, ByLayer and Continuous linetypes, the ACAD
 * application), the model and paper space blocks and the root dictionary. Only the few entities a
 * flat outline needs; coordinates to a tenth of a millimetre, CRLF line endings as AutoCAD writes.
 */

/** A point in millimetres, y up. */
export type DxfPoint = readonly [number, number];

/** A linetype: dashes (positive) and gaps (negative) in millimetres, repeated along a line. */
export type DxfLinetype = { name: string; description: string; pattern: readonly number[] };

/** A layer: its colour (AutoCAD's index: 1 red, 7 black or white), linetype, and line weight in hundredths of a millimetre. */
export type DxfLayer = { name: string; colour: number; linetype: string; lineweight: number };

export type DxfEntity =
  | { type: "LWPOLYLINE"; layer: string; points: readonly DxfPoint[] }
  | { type: "CIRCLE"; layer: string; centre: DxfPoint; radius: number }
  | { type: "ELLIPSE"; layer: string; centre: DxfPoint; majorAxis: DxfPoint; ratio: number }
  | { type: "LINE"; layer: string; from: DxfPoint; to: DxfPoint };

export type DxfDrawing = {
  linetypes: readonly DxfLinetype[];
  /** Layer 0, which every drawing has, is added before these. */
  layers: readonly DxfLayer[];
  entities: readonly DxfEntity[];
  /** The box the entities fill: the extents, and the view the drawing opens on. */
  extents: { min: DxfPoint; max: DxfPoint };
};

const newline = "\r\n";

/** A length in millimetres to a tenth (never `-0.0`). */
const mm = (millimetres: number) => (Math.round(millimetres * 10) / 10 + 0).toFixed(1);

/** Group codes and values, one per line: `code`, then `value`; and the handles given so far. */
class Tags {
  readonly lines: string[] = [];
  private nextHandle = 1;

  add(code: number, value: string | number): this {
    this.lines.push(String(code), String(value));
    return this;
  }

  /** A point's x, y (and z) under codes 10, 20 (and 30), or 11, 21, 31 and so on. */
  point(code: number, [x, y]: DxfPoint, withZ = true): this {
    this.add(code, mm(x)).add(code + 10, mm(y));
    return withZ ? this.add(code + 20, "0.0") : this;
  }

  handle(): string {
    return (this.nextHandle++).toString(16).toUpperCase();
  }
}

/** A symbol table's opening; its owner is always 0. */
function table(tags: Tags, name: string, handle: string, count: number): Tags {
  return tags.add(0, "TABLE").add(2, name).add(5, handle).add(330, 0).add(100, "AcDbSymbolTable").add(70, count);
}

function tableEntry(tags: Tags, type: string, owner: string, subclass: string, name: string, handle = tags.handle()) {
  return tags
    .add(0, type)
    .add(5, handle)
    .add(330, owner)
    .add(100, "AcDbSymbolTableRecord")
    .add(100, subclass)
    .add(2, name)
    .add(70, 0);
}

/** The view a CAD program opens on: the whole drawing, with a margin. */
function viewport(tags: Tags, handle: string, { min, max }: DxfDrawing["extents"]) {
  const aspect = 1.5;
  const height = Math.max(max[1] - min[1], (max[0] - min[0]) / aspect) * 1.1;
  table(tags, "VPORT", handle, 1);
  tableEntry(tags, "VPORT", handle, "AcDbViewportTableRecord", "*Active");
  tags.add(10, "0.0").add(20, "0.0").add(11, "1.0").add(21, "1.0");
  tags.point(12, [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2], false);
  tags.add(13, "0.0").add(23, "0.0").add(14, "10.0").add(24, "10.0").add(15, "10.0").add(25, "10.0");
  tags.add(16, "0.0").add(26, "0.0").add(36, "1.0").add(17, "0.0").add(27, "0.0").add(37, "0.0");
  tags.add(40, mm(height)).add(41, aspect.toFixed(1)).add(42, "50.0");
  tags.add(43, "0.0").add(44, "0.0").add(50, "0.0").add(51, "0.0");
  tags.add(71, 0).add(72, 1000).add(73, 1).add(74, 3).add(75, 0).add(76, 0).add(77, 0).add(78, 0);
  tags.add(281, 0).add(65, 1).add(110, "0.0").add(120, "0.0").add(130, "0.0");
  tags.add(111, "1.0").add(121, "0.0").add(131, "0.0").add(112, "0.0").add(122, "1.0").add(132, "0.0");
  tags.add(79, 0).add(146, "0.0");
  tags.add(0, "ENDTAB");
}

function tables(tags: Tags, drawing: DxfDrawing, spaces: { model: string; paper: string }) {
  const handles = {
    vport: tags.handle(),
    ltype: tags.handle(),
    layer: tags.handle(),
    style: tags.handle(),
    view: tags.handle(),
    ucs: tags.handle(),
    appid: tags.handle(),
    dimstyle: tags.handle(),
    blockRecord: tags.handle(),
  };
  const standardStyle = tags.handle();
  const standardDimstyle = tags.handle();
  tags.add(0, "SECTION").add(2, "TABLES");

  viewport(tags, handles.vport, drawing.extents);

  table(tags, "LTYPE", handles.ltype, 3 + drawing.linetypes.length);
  const linetypes = [
    { name: "ByBlock", description: "", pattern: [] },
    { name: "ByLayer", description: "", pattern: [] },
    { name: "Continuous", description: "Solid line", pattern: [] },
    ...drawing.linetypes,
  ];
  for (const { name, description, pattern } of linetypes) {
    tableEntry(tags, "LTYPE", handles.ltype, "AcDbLinetypeTableRecord", name)
      .add(3, description)
      .add(72, 65)
      .add(73, pattern.length)
      .add(40, mm(pattern.reduce((sum, length) => sum + Math.abs(length), 0)));
    for (const length of pattern) tags.add(49, mm(length)).add(74, 0);
  }
  tags.add(0, "ENDTAB");

  const layers = [{ name: "0", colour: 7, linetype: "Continuous", lineweight: -3 }, ...drawing.layers];
  table(tags, "LAYER", handles.layer, layers.length);
  for (const layer of layers) {
    tableEntry(tags, "LAYER", handles.layer, "AcDbLayerTableRecord", layer.name)
      .add(62, layer.colour)
      .add(6, layer.linetype)
      .add(370, layer.lineweight);
  }
  tags.add(0, "ENDTAB");

  table(tags, "STYLE", handles.style, 1);
  tableEntry(tags, "STYLE", handles.style, "AcDbTextStyleTableRecord", "Standard", standardStyle)
    .add(40, "0.0")
    .add(41, "1.0")
    .add(50, "0.0")
    .add(71, 0)
    .add(42, "2.5")
    .add(3, "txt")
    .add(4, "");
  tags.add(0, "ENDTAB");

  table(tags, "VIEW", handles.view, 0).add(0, "ENDTAB");
  table(tags, "UCS", handles.ucs, 0).add(0, "ENDTAB");

  table(tags, "APPID", handles.appid, 1);
  tableEntry(tags, "APPID", handles.appid, "AcDbRegAppTableRecord", "ACAD");
  tags.add(0, "ENDTAB");

  // A dimension style's handle is group 105, not 5; its table lists the styles' handles (340).
  table(tags, "DIMSTYLE", handles.dimstyle, 1).add(100, "AcDbDimStyleTable").add(71, 1).add(340, standardDimstyle);
  tags
    .add(0, "DIMSTYLE")
    .add(105, standardDimstyle)
    .add(330, handles.dimstyle)
    .add(100, "AcDbSymbolTableRecord")
    .add(100, "AcDbDimStyleTableRecord")
    .add(2, "Standard")
    .add(70, 0)
    .add(340, standardStyle);
  tags.add(0, "ENDTAB");

  table(tags, "BLOCK_RECORD", handles.blockRecord, 2);
  for (const [space, name] of [
    [spaces.model, "*Model_Space"],
    [spaces.paper, "*Paper_Space"],
  ] as const) {
    tags
      .add(0, "BLOCK_RECORD")
      .add(5, space)
      .add(330, handles.blockRecord)
      .add(100, "AcDbSymbolTableRecord")
      .add(100, "AcDbBlockTableRecord")
      .add(2, name);
  }
  tags.add(0, "ENDTAB").add(0, "ENDSEC");
}

/** The model and paper space blocks, empty: their entities are in ENTITIES. */
function blocks(tags: Tags, spaces: { model: string; paper: string }) {
  tags.add(0, "SECTION").add(2, "BLOCKS");
  for (const [space, name] of [
    [spaces.model, "*Model_Space"],
    [spaces.paper, "*Paper_Space"],
  ] as const) {
    const paper = space === spaces.paper;
    tags.add(0, "BLOCK").add(5, tags.handle()).add(330, space).add(100, "AcDbEntity");
    if (paper) tags.add(67, 1);
    tags.add(8, "0").add(100, "AcDbBlockBegin").add(2, name).add(70, 0);
    tags.point(10, [0, 0]).add(3, name).add(1, "");
    tags.add(0, "ENDBLK").add(5, tags.handle()).add(330, space).add(100, "AcDbEntity");
    if (paper) tags.add(67, 1);
    tags.add(8, "0").add(100, "AcDbBlockEnd");
  }
  tags.add(0, "ENDSEC");
}

function entities(tags: Tags, drawing: DxfDrawing, modelSpace: string) {
  tags.add(0, "SECTION").add(2, "ENTITIES");
  for (const entity of drawing.entities) {
    const subclass = { LWPOLYLINE: "AcDbPolyline", CIRCLE: "AcDbCircle", ELLIPSE: "AcDbEllipse", LINE: "AcDbLine" };
    tags.add(0, entity.type).add(5, tags.handle()).add(330, modelSpace).add(100, "AcDbEntity");
    tags.add(8, entity.layer).add(100, subclass[entity.type]);
    switch (entity.type) {
      case "LWPOLYLINE":
        // Flag 1: closed, the last point joined back to the first.
        tags.add(90, entity.points.length).add(70, 1);
        for (const point of entity.points) tags.point(10, point, false);
        break;
      case "CIRCLE":
        tags.point(10, entity.centre).add(40, mm(entity.radius));
        break;
      case "ELLIPSE":
        // The ratio and the end angle keep every digit: 2π cut short leaves the curve open.
        tags.point(10, entity.centre).point(11, entity.majorAxis);
        tags.add(210, "0.0").add(220, "0.0").add(230, "1.0");
        tags
          .add(40, entity.ratio)
          .add(41, "0.0")
          .add(42, 2 * Math.PI);
        break;
      case "LINE":
        tags.point(10, entity.from).point(11, entity.to);
        break;
    }
  }
  tags.add(0, "ENDSEC");
}

/** The root dictionary and its group dictionary, which AutoCAD requires even when empty. */
function objects(tags: Tags) {
  const root = tags.handle();
  const groups = tags.handle();
  tags.add(0, "SECTION").add(2, "OBJECTS");
  tags.add(0, "DICTIONARY").add(5, root).add(330, 0).add(100, "AcDbDictionary").add(281, 1);
  tags.add(3, "ACAD_GROUP").add(350, groups);
  tags.add(0, "DICTIONARY").add(5, groups).add(330, root).add(100, "AcDbDictionary").add(281, 1);
  tags.add(0, "ENDSEC");
}

/** The header, written last, once every handle is given: `$HANDSEED` is the next free one. */
function header(tags: Tags, { min, max }: DxfDrawing["extents"]): string[] {
  const head = new Tags();
  const variable = (name: string) => head.add(9, name);
  head.add(0, "SECTION").add(2, "HEADER");
  variable("$ACADVER").add(1, "AC1015");
  variable("$DWGCODEPAGE").add(3, "ANSI_1252");
  variable("$HANDSEED").add(5, tags.handle());
  variable("$INSBASE").point(10, [0, 0]);
  variable("$EXTMIN").point(10, min);
  variable("$EXTMAX").point(10, max);
  variable("$LIMMIN").point(10, min, false);
  variable("$LIMMAX").point(10, max, false);
  variable("$LUNITS").add(70, 2);
  variable("$LUPREC").add(70, 1);
  variable("$LTSCALE").add(40, "1.0");
  // 4: millimetres; 1: metric.
  variable("$INSUNITS").add(70, 4);
  variable("$MEASUREMENT").add(70, 1);
  head.add(0, "ENDSEC");
  return head.lines;
}

export function dxfFile(drawing: DxfDrawing): string {
  const tags = new Tags();
  // The block records' handles come first: the blocks and the entities name them as their owner.
  const spaces = { model: tags.handle(), paper: tags.handle() };
  tags.add(0, "SECTION").add(2, "CLASSES").add(0, "ENDSEC");
  tables(tags, drawing, spaces);
  blocks(tags, spaces);
  entities(tags, drawing, spaces.model);
  objects(tags);
  return [...header(tags, drawing.extents), ...tags.lines, "0", "EOF", ""].join(newline);
}
