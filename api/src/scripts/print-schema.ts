import fs from 'node:fs';
import path from 'node:path';
import { printSchemaFile } from '../schema';

const target = path.resolve(__dirname, '../../schema.graphql');
fs.writeFileSync(target, printSchemaFile());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
