import { cellClassName, toAdminColumns, type EntityColumn } from "@/components/entity-columns";

type Row = { name: string; hours: number };
const columns: EntityColumn<Row>[] = [
  { key: "name", header: "Nama", cell: (row) => row.name, className: "font-medium", adminClassName: "min-w-40", card: "title" },
  { key: "hours", header: "Jam Pelajaran", adminHeader: "JP", cell: (row) => row.hours, numeric: true, card: "footer" },
];

describe("entity columns", () => {
  it("give the admin table its header, classes and cells from the one definition", () => {
    const admin = toAdminColumns(columns);
    expect(admin.map((c) => c.header)).toEqual(["Nama", "JP"]);
    expect(admin.map((c) => c.className)).toEqual(["font-medium min-w-40", "tabular-nums"]);
    expect(admin[1].cell({ name: "x", hours: 4 })).toBe(4);
  });

  it("line figures up in every table when numeric", () => {
    expect(cellClassName(columns[1], "py-4")).toBe("tabular-nums py-4");
    expect(cellClassName(columns[0], "py-4")).toBe("font-medium py-4");
  });
});
