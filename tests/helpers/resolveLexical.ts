// Prints the file `lexical` resolves to in this process (tests/unit/typescriptProcesses.test.ts).
console.log(import.meta.resolve('lexical'))
