// The shape of a programme page's texts in one language, as the demo writes them.
import type { L } from '../../localized'

/**
 * Overview: paragraphs. Outcomes: one line an ability. Curriculum: one line a year, "Heading: course;
 * course; …". Requirements and careers: paragraphs, or "- " lines for a list.
 */
export type ProgramCopy = { overview: string[]; outcomes: string[]; curriculum: string[]; requirements: string[]; careers: string[] }

/** A faculty's programmes' texts, by the programme's classifier code. */
export type ProgramCopies = Record<string, L<ProgramCopy>>
