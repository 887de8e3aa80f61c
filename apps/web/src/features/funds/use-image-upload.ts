import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { upload } from '../../api/call.ts';

export type ImageUpload = {
  /** The stored image's link to send back with the form; null until an upload succeeded. */
  url: string | null;
  /** What the frame shows: the picked file while it uploads, then the uploaded one. */
  preview: string | null;
  uploading: boolean;
  pick: (file: File) => void;
};

const localPreview = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

const release = (preview: string | null) => {
  if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
};

/**
 * One image sent through image_upload (spec §7). The preview is the file from the device, so it
 * does not depend on the short-lived signed link; a failed upload keeps the previous image.
 */
export function useImageUpload(): ImageUpload {
  const [done, setDone] = useState<{ url: string; preview: string | null } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const shown = useRef<(string | null)[]>([]);
  const mutation = useMutation({
    mutationFn: (file: File) => upload('imageUpload', file),
  });
  const { mutate } = mutation;

  useEffect(() => () => shown.current.forEach(release), []);

  const pick = useCallback(
    (file: File) => {
      const preview = localPreview(file);
      shown.current.push(preview);
      setPending(preview);
      mutate(file, {
        onSuccess: ({ url }) => setDone({ url, preview: preview ?? url }),
        onSettled: () => setPending(null),
      });
    },
    [mutate],
  );

  return {
    url: done?.url ?? null,
    preview: pending ?? done?.preview ?? null,
    uploading: mutation.isPending,
    pick,
  };
}
