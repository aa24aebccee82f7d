/**
 * The shape of one entry of the offline farming assistant's curated knowledge base, used when no LLM key is
 * configured. Every entry is bilingual (English and Kannada); answers are plain text of a few sentences, without
 * markdown, so that they can be shown as they are in the chat.
 */

export type CategoryKey = 'tractors' | 'harvesters' | 'plows' | 'seeders' | 'irrigation' | 'sprayers' | 'other';

export interface KnowledgeEntry {
  /** Kebab-case and unique, e.g. 'season-kharif', 'crop-ragi', 'machine-tractor-choose'. */
  id: string;
  topic:
    | 'season'
    | 'crop'
    | 'soil'
    | 'water'
    | 'irrigation'
    | 'machine'
    | 'safety'
    | 'maintenance'
    | 'renting'
    | 'scheme'
    | 'general';
  /** English search words and synonyms (e.g. 'paddy', 'rice', 'transplanting'). */
  keywords: string[];
  /** Kannada search words and synonyms (e.g. 'ಭತ್ತ', 'ನಾಟಿ'), plus romanised Kannada farmers type (e.g. 'bhatta'). */
  keywordsKn: string[];
  title: string;
  titleKn: string;
  /** Two to five plain-text sentences, no markdown. */
  answer: string;
  answerKn: string;
  /** Catalogue categories whose products are good suggestions for this topic. */
  categoryKeys?: CategoryKey[];
}
