import { adminHeader, cellClassName, type EntityColumn } from "@/components/entity-columns";

type Row = { name: string; hours: number };
const columns: EntityColumn<Row>[] = [
  { key: "name", header: "Nama", cell: (row) => row.name, className: "font-medium", adminClassName: "min-w-40", card: "title" },
  { key: "hours", header: "Jam Pelajaran", adminHeader: "JP", cell: (row) => row.hours, numeric: true },
];

describe("entity columns", () => {
  it("give the admin table its header from the one definition (adminHeader when it differs)", () => {
    expect(columns.map(adminHeader)).toEqual(["Nama", "JP"]);
  });

  it("line figures up in every table when numeric, and add the view's own classes", () => {
    expect(cellClassName(columns[1], "py-4")).toBe("tabular-nums py-4");
    expect(cellClassName(columns[0], columns[0].adminClassName)).toBe("font-medium min-w-40");
  });
});
