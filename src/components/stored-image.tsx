import { useEffect, useState, type ComponentProps } from "react";
import { registeredAuthClient } from "@/lib/auth-registry";
import { storedImageRef, WITHHELD_BUCKET, type Bucket } from "@/lib/storage-names";

/**
 * The withheld copy of a content image as an object URL (the caller revokes it), read with the signed-in
 * administrator's session; null without a session (public pages: visitors cannot read it anyway) or a copy.
 * The registered client, not an import: the panel has loaded it, and public pages stay without it.
 */
async function withheldImageUrl(bucket: Bucket, path: string): Promise<string | null> {
  const client = registeredAuthClient();
  if (!client) return null;
  const { data, error } = await client.storage.from(WITHHELD_BUCKET).download(`${bucket}/${path}`);
  return error || !data ? null : URL.createObjectURL(data);
}

/**
 * An image of a content bucket in the admin panel. A public URL reaches only what visitors can see, so the
 * image of an announcement not yet published (or a banner before its period) is withheld by the backend
 * (docs/change-history.md); when the public URL fails, the panel shows the withheld copy.
 */
export function StoredImage({ src, onError, ...props }: ComponentProps<"img">) {
  const [fallback, setFallback] = useState<{ for: string; url: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!src || failed !== src) return;
    const ref = storedImageRef(src);
    if (!ref) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    void withheldImageUrl(ref.bucket, ref.path)
      .then((url) => {
        objectUrl = url;
        if (cancelled) {
          if (url) URL.revokeObjectURL(url);
        } else if (url) setFallback({ for: src, url });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, failed]);

  const shown = fallback && fallback.for === src ? fallback.url : src;
  return (
    <img
      {...props}
      src={shown}
      onError={(event) => {
        if (shown === src && src) setFailed(src);
        onError?.(event);
      }}
    />
  );
}
