import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Column names are camelCase here; CamelCasePlugin maps them to snake_case SQL. */
export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  nameKn: string;
  createdAt: ColumnType<Date, never, never>;
}

export interface EquipmentTable {
  id: Generated<number>;
  name: string;
  nameKn: string;
  description: string;
  descriptionKn: string;
  categoryId: number | null;
  price: number;
  imageUrl: string | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  rentalPricePerDay: number | null;
  stockQuantity: number;
  searchText: ColumnType<string, never, never>;
  createdAt: ColumnType<Date, never, never>;
}

export interface Database {
  categories: CategoriesTable;
  equipment: EquipmentTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewEquipment = Insertable<EquipmentTable>;
