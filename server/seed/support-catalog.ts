/** Support task kinds of the demo provider and what customers and technicians write about them. */

/** A task kind with the customer's typical descriptions and the technician's closing notes. */
export interface SupportTaskKind {
  readonly task_pk: number;
  readonly name: string;
  readonly description: string;
  /** Relative frequency among support orders. */
  readonly weight: number;
  readonly customerTexts: readonly string[];
  readonly closingNotes: readonly string[];
  /** Amount charged when done, if the service is paid. */
  readonly fee: number | null;
}

/** The task kinds in `task_pk` order. */
export const supportTaskKinds: readonly SupportTaskKind[] = [
  {
    task_pk: 1,
    name: 'Sem conexão',
    description: 'Cliente sem acesso à internet',
    weight: 25,
    customerTexts: [
      'Estou sem internet desde ontem à noite.',
      'A luz PON do aparelho está piscando vermelho e não navega.',
      'Internet caiu depois da chuva, já reiniciei o roteador e nada.',
      'Nenhum dispositivo da casa conecta, o Wi-Fi aparece mas sem internet.',
    ],
    closingNotes: [
      'Fibra rompida no poste, emenda refeita e sinal normalizado.',
      'ONU reiniciada remotamente, cliente confirmou a navegação.',
      'Fonte do roteador queimada, equipamento substituído em comodato.',
    ],
    fee: null,
  },
  {
    task_pk: 2,
    name: 'Lentidão',
    description: 'Conexão lenta ou instável',
    weight: 20,
    customerTexts: [
      'A internet está muito lenta à noite, os vídeos ficam travando.',
      'O teste de velocidade mostra bem menos do que o plano contratado.',
      'A conexão cai várias vezes por dia.',
    ],
    closingNotes: [
      'Canal do Wi-Fi alterado por interferência dos vizinhos; velocidade normal no cabo.',
      'Cliente orientado a usar a rede 5 GHz; teste no local dentro do contratado.',
      'Conector limpo e sinal óptico ajustado.',
    ],
    fee: null,
  },
  {
    task_pk: 3,
    name: 'Troca de senha do Wi-Fi',
    description: 'Alteração do nome ou da senha da rede sem fio',
    weight: 12,
    customerTexts: [
      'Quero trocar a senha do Wi-Fi, acho que os vizinhos estão usando.',
      'Preciso mudar o nome da rede e a senha.',
    ],
    closingNotes: [
      'Senha alterada remotamente e informada ao titular por telefone.',
      'Nome e senha da rede alterados conforme pedido.',
    ],
    fee: null,
  },
  {
    task_pk: 4,
    name: 'Mudança de endereço',
    description: 'Transferência da instalação para outro endereço',
    weight: 6,
    customerTexts: [
      'Vou me mudar no fim do mês e quero levar a internet para a casa nova.',
      'Mudei de endereço, preciso transferir a instalação.',
    ],
    closingNotes: ['Equipamentos retirados e instalados no novo endereço.', 'Mudança concluída, cadastro atualizado.'],
    fee: 80,
  },
  {
    task_pk: 5,
    name: 'Instalação',
    description: 'Instalação de novo ponto de acesso',
    weight: 8,
    customerTexts: [
      'Gostaria de agendar a instalação, de preferência pela manhã.',
      'Contratei o plano pelo WhatsApp e aguardo a instalação.',
      'Tem disponibilidade de fibra na minha rua?',
    ],
    closingNotes: [
      'Instalação concluída, ONU e roteador entregues em comodato.',
      'Cabo drop lançado e cliente navegando.',
    ],
    fee: 100,
  },
  {
    task_pk: 6,
    name: 'Visita técnica',
    description: 'Visita de um técnico ao local do cliente',
    weight: 12,
    customerTexts: [
      'O cabo da fibra soltou da parede, preciso de um técnico.',
      'Quero passar um cabo de rede para o quarto dos fundos.',
      'O sinal do Wi-Fi não chega no segundo andar.',
    ],
    closingNotes: [
      'Cabo refixado e roteador reposicionado.',
      'Ponto de rede adicional instalado.',
      'Instalado repetidor no andar de cima.',
    ],
    fee: 50,
  },
  {
    task_pk: 7,
    name: 'Segunda via de boleto',
    description: 'Envio de nova via de boleto',
    weight: 12,
    customerTexts: [
      'Não recebi o boleto deste mês, podem enviar por e-mail?',
      'Preciso da segunda via do boleto vencido.',
    ],
    closingNotes: ['Segunda via enviada por e-mail e WhatsApp.', 'Boleto atualizado enviado ao cliente.'],
    fee: null,
  },
  {
    task_pk: 8,
    name: 'Cancelamento',
    description: 'Pedido de cancelamento do serviço',
    weight: 5,
    customerTexts: [
      'Quero cancelar o contrato, vou me mudar de cidade.',
      'Desejo cancelar a internet por motivo financeiro.',
    ],
    closingNotes: [
      'Contrato cancelado e equipamentos recolhidos.',
      'Cancelamento registrado; retirada dos equipamentos agendada.',
    ],
    fee: null,
  },
];
