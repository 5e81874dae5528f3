import { lastCompletedOutcome, percentText, type PublicOutcome } from "@/features/outcomes/api/outcomes";

const row = (program: string, year: number): PublicOutcome => ({
  program,
  year,
  graduates: 10,
  reached: 6,
  placed: 4,
  response_rate: 60,
  placement_rate: 66.7,
  placed_of_graduates: 40,
});

describe("a program's public outcome", () => {
  const rows = [row("Junior Web Developer", 2026), row("Junior Web Developer", 2025), row("Junior Web Developer", 2024), row("Desain Grafis Muda", 2024)];

  it("is the last completed year's figure of that program", () => {
    expect(lastCompletedOutcome(rows, "Junior Web Developer", 2026)).toEqual(row("Junior Web Developer", 2025));
    expect(lastCompletedOutcome(rows, "Junior Web Developer", 2025)).toEqual(row("Junior Web Developer", 2024));
  });

  it("is nothing when that year has no public figure (under 5 answers), for another program, or before the data loads", () => {
    expect(lastCompletedOutcome(rows, "Desain Grafis Muda", 2026)).toBeUndefined();
    expect(lastCompletedOutcome(rows, "Operator Komputer", 2026)).toBeUndefined();
    expect(lastCompletedOutcome(undefined, "Junior Web Developer", 2026)).toBeUndefined();
  });

  it("writes percentages the Indonesian way, one decimal where there is one", () => {
    expect(percentText(66.7)).toBe("66,7 %");
    expect(percentText(100)).toBe("100 %");
    expect(percentText(6.3)).toBe("6,3 %");
  });
});
