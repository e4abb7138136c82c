/** Labels shared by several components; the original left these in English, the product wants Portuguese. */
export const uiText = {
  close: 'Fechar',
  cancel: 'Cancelar',
  today: 'Hoje',
  selectTime: 'Selecionar horário',
  selectDate: 'Selecionar data',
  dropFiles: 'Arraste e solte arquivos aqui ou clique para selecionar',
} as const;
