import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import { ImageField, TextField } from "@/components/form-fields";
import { toast } from "@/components/ui/use-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { pngFile } from "./admin-helpers";

vi.mock(import("@/components/ui/use-toast"), async (importOriginal) => ({ ...(await importOriginal()), toast: vi.fn() }));

const TEXTS: EntityFormTexts = {
  description: "Isi detail ruang di bawah ini.",
  add: { title: "Tambah Ruang Baru", success: "Ruang berhasil ditambahkan.", failure: "Gagal menambahkan ruang." },
  edit: { title: "Edit Ruang", success: "Ruang berhasil diperbarui.", failure: "Gagal memperbarui ruang." },
};

const schema = z.object({
  name: z.string().trim().min(1, "Nama ruang harus diisi."),
  photo: z.instanceof(File).nullable().optional(),
});
type Room = { id: number; name: string };

interface Props {
  room?: Room;
  withImage?: boolean;
  create?: (input: { name: string; photo: File | null }) => Promise<unknown>;
  update?: (input: { name: string; photo: File | null }, room: Room) => Promise<unknown>;
  onOpenChange?: (open: boolean) => void;
}

/** A minimal dialog written the way every entity dialog is: texts, form, mutations, fields. */
function RoomDialog({ room, withImage = false, create = vi.fn(), update = vi.fn(), onOpenChange = () => {} }: Props) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(schema, { name: room?.name ?? "", photo: null });
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
      item={room}
      texts={TEXTS}
      form={form}
      values={{ name: room?.name ?? "", photo: null }}
      image={withImage ? { kind: "foto", name: "photo" } : undefined}
      toInput={(values, photo) => ({ name: values.name, photo })}
      create={create}
      update={update}
    >
      <TextField control={form.control} name="name" label="Nama Ruang" />
      {withImage && <ImageField control={form.control} name="photo" label="Foto" />}
    </EntityFormDialog>
  );
}

afterEach(() => vi.mocked(toast).mockClear());

describe("EntityFormDialog", () => {
  it("adds without an item: the add title, create with the mutation input, the add toast, then closes", async () => {
    const user = userEvent.setup();
    const create = vi.fn().mockResolvedValue({ id: 1 });
    const update = vi.fn();
    const onOpenChange = vi.fn();
    render(<RoomDialog create={create} update={update} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog", { name: "Tambah Ruang Baru" });
    expect(dialog).toHaveAccessibleDescription("Isi detail ruang di bawah ini.");
    await user.type(screen.getByLabelText("Nama Ruang"), "Lab Jaringan");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(create).toHaveBeenCalledWith({ name: "Lab Jaringan", photo: null });
    expect(update).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: "Ruang berhasil ditambahkan." });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits an item: the edit title, its values, update with the input and the item, the edit toast", async () => {
    const user = userEvent.setup();
    const room = { id: 4, name: "Lab Multimedia" };
    const create = vi.fn();
    const update = vi.fn().mockResolvedValue({ id: 4 });
    const onOpenChange = vi.fn();
    render(<RoomDialog room={room} create={create} update={update} onOpenChange={onOpenChange} />);
    await screen.findByRole("dialog", { name: "Edit Ruang" });
    const name = screen.getByLabelText("Nama Ruang");
    expect(name).toHaveValue("Lab Multimedia");
    await user.clear(name);
    await user.type(name, "Lab Animasi");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(update).toHaveBeenCalledWith({ name: "Lab Animasi", photo: null }, room, { name: "Lab Animasi", photo: null });
    expect(create).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: "Ruang berhasil diperbarui." });
  });

  it("a failed save keeps the dialog open with the values and shows the mode's failure toast with the error", async () => {
    const user = userEvent.setup();
    const update = vi.fn().mockRejectedValue(new Error("duplicate key"));
    const onOpenChange = vi.fn();
    render(<RoomDialog room={{ id: 4, name: "Lab Multimedia" }} update={update} onOpenChange={onOpenChange} />);
    const name = await screen.findByLabelText("Nama Ruang");
    await user.type(name, " 2");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Gagal memperbarui ruang.", description: "duplicate key", variant: "destructive" }),
    );
    expect(screen.getByRole("dialog", { name: "Edit Ruang" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Ruang")).toHaveValue("Lab Multimedia 2");
    expect(screen.getByRole("button", { name: "Simpan" })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows 'Menyimpan...' and cannot be dismissed while saving", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const create = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    render(<RoomDialog create={create} onOpenChange={onOpenChange} />);
    await user.type(await screen.findByLabelText("Nama Ruang"), "Lab Jaringan");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByRole("button", { name: "Menyimpan..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Batal" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("with an image: the chosen file goes to toInput and the input carries the upload's progress and cancel signal", async () => {
    const user = userEvent.setup();
    const create = vi.fn().mockResolvedValue({ id: 2 });
    render(<RoomDialog withImage create={create} />);
    await user.type(await screen.findByLabelText("Nama Ruang"), "Lab Jaringan");
    await user.upload(screen.getByLabelText("Foto"), pngFile("ruang.png"));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create).toHaveBeenCalledWith({
      name: "Lab Jaringan",
      photo: expect.objectContaining({ name: "ruang.png" }),
      upload: { signal: expect.any(AbortSignal), onProgress: expect.any(Function) },
    });
    expect(toast).toHaveBeenCalledWith({ title: "Ruang berhasil ditambahkan." });
  });

  it("without an image the input has no upload (mutations without a file never receive one)", async () => {
    const user = userEvent.setup();
    const create = vi.fn().mockResolvedValue({ id: 3 });
    render(<RoomDialog create={create} />);
    await user.type(await screen.findByLabelText("Nama Ruang"), "Lab Jaringan");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0][0]).not.toHaveProperty("upload");
  });
});
