import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { expectRows, supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { fetchAllRows, pagedQuery, type ListParams, type ListSpec, type Page } from "@/lib/list-params";
import { imageColumns, writeWithImage, type UploadControl } from "@/lib/storage";
import type { Tables, TablesInsert } from "@/types/database.types";

export type Partner = Tables<"partners">;
export type PartnerInput = Pick<TablesInsert<"partners">, "name" | "sector" | "cooperation" | "website" | "position"> & {
  image?: File | null;
  /** Progress and cancellation of the logo's upload. */
  upload?: UploadControl;
};

/** The kinds of cooperation (the database's check, migration 20261129000010), as the panel and the pages name them. */
export const COOPERATION_LABELS: Record<string, string> = {
  magang: "Magang",
  rekrutmen: "Rekrutmen",
  instruktur_tamu: "Instruktur Tamu",
};
export const COOPERATION_OPTIONS = Object.entries(COOPERATION_LABELS).map(([value, label]) => ({ value, label }));

export type PartnerSortKey = "position" | "name";

export const partnerKeys = {
  all: ["partners"] as const,
  page: (params: ListParams<PartnerSortKey>) => ["partners", "page", params] as const,
};

/** Admin list: in the order the public page shows (position, then name); searched in name and sector. */
export const PARTNER_LIST: ListSpec<PartnerSortKey> = { sortKeys: ["position", "name"], defaultSort: "position", defaultDir: "asc" };
const PARTNER_SEARCH_COLUMNS = ["name", "sector"] as const;

async function fetchPartnersPage(params: ListParams<PartnerSortKey>): Promise<Page<Partner>> {
  const { data, count } = await pagedQuery(supabase.from("partners").select("*", { count: "exact" }), params, PARTNER_SEARCH_COLUMNS).throwOnError();
  return { rows: data, total: count ?? data.length };
}

/** Every partner in the public order (the vacancy form's choices). */
async function fetchPartners(): Promise<Partner[]> {
  return fetchAllRows((from, to) =>
    supabase.from("partners").select("*").order("position").order("name").order("id").range(from, to).throwOnError(),
  );
}

/** The logo is optional: a partner without one shows its name. */
async function createPartner({ image, upload: control, ...values }: PartnerInput): Promise<Partner> {
  return writeWithImage({
    bucket: "partners",
    file: image,
    control,
    write: async (upload) => {
      const { data } = await supabase
        .from("partners")
        .insert({ ...values, ...(upload ? imageColumns(upload) : {}) })
        .select()
        .single()
        .throwOnError();
      return data;
    },
  });
}

async function updatePartner({ id, current, image, upload: control, ...values }: PartnerInput & { id: number; current: Partner }): Promise<Partner> {
  return writeWithImage({
    bucket: "partners",
    file: image,
    control,
    previousPath: current.file_path,
    write: async (upload) => {
      const { data } = await supabase
        .from("partners")
        .update({ ...values, ...(upload ? imageColumns(upload) : {}) })
        .eq("id", id)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
}

/** Deletes the row only: its logo is kept for restoring (docs/change-history.md). A partner a vacancy names is refused. */
async function deletePartner(partner: Pick<Partner, "id">): Promise<void> {
  const { data } = await supabase.from("partners").delete().eq("id", partner.id).select("id").throwOnError();
  expectRows(data);
}

export const partnersQuery = () => queryOptions({ queryKey: partnerKeys.all, queryFn: fetchPartners });

export const usePartners = () => useQuery(partnersQuery());
export const usePartnersPage = (params: ListParams<PartnerSortKey>) =>
  useQuery({ queryKey: partnerKeys.page(params), queryFn: () => fetchPartnersPage(params), placeholderData: keepPreviousData });
export const useCreatePartner = () => useInvalidatingMutation(createPartner, partnerKeys.all);
export const useUpdatePartner = () => useInvalidatingMutation(updatePartner, partnerKeys.all);
export const useDeletePartner = () => useInvalidatingMutation(deletePartner, partnerKeys.all);
