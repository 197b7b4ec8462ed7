/** subset-font ships no types: the one call the font CSS generator and the social cards make. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    preserveNameIds?: number[]
    /** Leave out glyphs reachable only through layout features (GSUB closure). */
    noLayoutClosure?: boolean
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
