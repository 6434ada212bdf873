/** A picture to put in the text: its address and its description for people who cannot see it. */
export interface InsertedImage {
  src: string;
  alt: string;
}

/** What the lazily loaded editor takes from its field (RichTextField). */
export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the field's visible label, which names the text area. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Opens the picture picker; `insert` puts the chosen picture at the cursor. */
  onInsertImage?: (insert: (image: InsertedImage) => void) => void;
}
