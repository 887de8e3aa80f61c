import type { ChangeEvent } from 'react';
import './image-picker.css';

export type ImagePickerTexts = { choose: string; uploading: string; change: string };

type ImagePickerProps = {
  label: string;
  /** Shown in the frame once there is an image. */
  preview: string | null;
  busy: boolean;
  invalid?: boolean;
  texts: ImagePickerTexts;
  onPick: (file: File) => void;
  testId: string;
};

/** The image types the server keeps; it decides by content, this only narrows the chooser. */
const acceptedTypes = 'image/jpeg,image/png,image/webp';

/** A frame that opens the file chooser for one image and shows it once chosen. */
export function ImagePicker({
  label,
  preview,
  busy,
  invalid,
  texts,
  onPick,
  testId,
}: ImagePickerProps) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <label
      className={`image-picker${invalid ? ' image-picker--invalid' : ''}`}
      aria-busy={busy}
      data-testid={testId}
    >
      <input
        type="file"
        accept={acceptedTypes}
        className="image-picker__input"
        onChange={picked}
        disabled={busy}
        data-testid={`${testId}-input`}
      />
      {preview ? (
        <img className="image-picker__preview" src={preview} alt={label} />
      ) : (
        <span className="image-picker__empty" aria-hidden="true">
          +
        </span>
      )}
      <span className="image-picker__label">{label}</span>
      <span className="image-picker__hint muted" data-testid={`${testId}-state`}>
        {busy ? texts.uploading : preview ? texts.change : texts.choose}
      </span>
    </label>
  );
}
