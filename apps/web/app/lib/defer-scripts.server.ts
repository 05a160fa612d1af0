import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { DEFERRED_TYPE } from './defer-scripts';

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">/g;

/** The HTML with React Router's module script made inert and its modulepreload links left out. */
export function deferModuleScripts(html: string): string {
  return html.replace(PRELOAD, '').replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_TYPE}">`);
}

/**
 * deferModuleScripts for a streamed page: text is passed on as it comes, except a tag not yet
 * closed at the end of a chunk, which waits for the next one.
 */
export class DeferModuleScripts extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private held = '';

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.held + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    const open = text.lastIndexOf('<');
    const cut = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
    this.held = text.slice(cut);
    if (cut > 0) this.push(deferModuleScripts(text.slice(0, cut)));
    done();
  }

  override _flush(done: TransformCallback): void {
    const rest = this.held + this.decoder.end();
    if (rest) this.push(deferModuleScripts(rest));
    done();
  }
}
