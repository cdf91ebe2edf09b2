/**
 * The API's request and reply shapes are TypeBox schemas, kept here once: the API validates with
 * them and documents them (OpenAPI), and the contract types are derived from them
 * (`Static<typeof ...>`). Browser code imports this folder with `import type` only (lint
 * enforces it), so TypeBox never reaches a bundle.
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';

/** A request object that refuses fields it does not know. */
export function StrictObject<P extends TProperties>(properties: P, options: { description?: string } = {}): TObject<P> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/**
 * Numbers in a path or query arrive as text (the API does not coerce types): a run of digits,
 * whose range the handler checks so that 0 or a huge id gets its own clear message.
 */
export const NumberText = (description: string) => Type.String({ pattern: '^[0-9]{1,12}$', description });

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/**
 * One entry of an imageList: `imageId` is the key the image had on its entity (for example
 * `landscape1x_4x3`), which names its shape and density; see shared/src/media.
 */
export const ImageListEntrySchema = Type.Object({
  imageId: Type.String({ description: 'The key the image had on its entity, naming its shape and density: landscape1x_4x3...' }),
  imageUrl: Type.String(),
});
export type ImageListEntry = Static<typeof ImageListEntrySchema>;
export const ImageListSchema = Type.Array(ImageListEntrySchema);

/** An image by its numeric id, with its URL: a program card's face or logo, a pillar, the about page's. */
export const ImageRefSchema = Type.Object({ imageId: Type.Integer(), imageUrl: Type.String() });
export type ImageRef = Static<typeof ImageRefSchema>;
