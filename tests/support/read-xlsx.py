"""Reads an .xlsx file with openpyxl, an implementation independent of the one that wrote it,
and prints what a spreadsheet finds in it as JSON: the sheets' names, then for the first sheet
its frozen cell, column widths, whether each header cell is bold, and every cell's type, value
and number format. Used by the export tests (tests/support/xlsx-reader.ts)."""

import json
import sys

try:
    import openpyxl
except ImportError:
    sys.stderr.write("openpyxl is missing: apt-get install -y python3-openpyxl\n")
    sys.exit(3)

from openpyxl.utils import get_column_letter

book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]


def cell_of(cell):
    value = cell.value
    if value is None:
        return None
    kind = {"s": "text", "n": "number", "d": "date", "f": "formula", "b": "boolean"}.get(cell.data_type, cell.data_type)
    if kind == "date":
        value = value.isoformat()
    return {"type": kind, "value": value, "format": cell.number_format}


rows = [[cell_of(cell) for cell in row] for row in sheet.iter_rows()]
print(
    json.dumps(
        {
            "sheets": book.sheetnames,
            "frozen": sheet.freeze_panes,
            "widths": [sheet.column_dimensions[get_column_letter(i + 1)].width for i in range(sheet.max_column)],
            "headerBold": [bool(cell.font and cell.font.b) for cell in sheet[1]],
            "rows": rows,
        },
        ensure_ascii=False,
    )
)
