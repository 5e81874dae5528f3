/** Hands a made file to the browser as a download (the PDF, the credential); nothing leaves the device. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a number: `001/TIK/BLK-BNA/2026` → `sertifikat-001-TIK-BLK-BNA-2026`. */
export function certificateFileName(number: string): string {
  return `sertifikat-${number.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}
