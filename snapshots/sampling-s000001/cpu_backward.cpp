template <bool wp_linear_contiguous>
static void make_sampling_s000001__locals__sampling_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_sampling_s000001__locals__sampling_s000001 *_wp_args,
    wp_args_make_sampling_s000001__locals__sampling_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_sampling_s000001__locals__sampling_s000001 wp_contiguous_args;
    wp_args_make_sampling_s000001__locals__sampling_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.e.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.e.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.f.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.f.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> var_e = _wp_args->e;
    wp::array_t<wp::float32> var_f = _wp_args->f;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_d = _wp_adj_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_e = _wp_adj_args->e;
    wp::array_t<wp::float32> adj_f = _wp_adj_args->f;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::int32 var_10 = 0;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32>* var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32>* var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32>* var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32>* var_29;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32* var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 2;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32>* var_38;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32>* var_42;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::float32* var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::int32 var_49 = 3;
    wp::vec_t<3, wp::float32> var_50;
    wp::vec_t<3, wp::float32>* var_51;
    wp::vec_t<3, wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    wp::vec_t<3, wp::float32>* var_55;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    wp::float32* var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::int32 var_62 = 4;
    wp::vec_t<3, wp::float32> var_63;
    wp::vec_t<3, wp::float32>* var_64;
    wp::vec_t<3, wp::float32> var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32>* var_68;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32* var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 5;
    wp::vec_t<3, wp::float32> var_76;
    wp::vec_t<3, wp::float32>* var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32>* var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::float32* var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 6;
    wp::vec_t<3, wp::float32> var_89;
    wp::vec_t<3, wp::float32>* var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::vec_t<3, wp::float32> var_92;
    wp::vec_t<3, wp::float32> var_93;
    wp::vec_t<3, wp::float32>* var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    wp::float32* var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::int32 var_101 = 7;
    wp::vec_t<3, wp::float32> var_102;
    wp::vec_t<3, wp::float32>* var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::vec_t<3, wp::float32> var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32>* var_107;
    wp::vec_t<3, wp::float32> var_108;
    wp::vec_t<3, wp::float32> var_109;
    wp::float32* var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 0.125;
    wp::float32 var_115;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::int32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::vec_t<3, wp::float32> adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::int32 adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::vec_t<3, wp::float32> adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::int32 adj_62 = {};
    wp::vec_t<3, wp::float32> adj_63 = {};
    wp::vec_t<3, wp::float32> adj_64 = {};
    wp::vec_t<3, wp::float32> adj_65 = {};
    wp::vec_t<3, wp::float32> adj_66 = {};
    wp::vec_t<3, wp::float32> adj_67 = {};
    wp::vec_t<3, wp::float32> adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::vec_t<3, wp::float32> adj_76 = {};
    wp::vec_t<3, wp::float32> adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::vec_t<3, wp::float32> adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::vec_t<3, wp::float32> adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::int32 adj_88 = {};
    wp::vec_t<3, wp::float32> adj_89 = {};
    wp::vec_t<3, wp::float32> adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
    wp::vec_t<3, wp::float32> adj_92 = {};
    wp::vec_t<3, wp::float32> adj_93 = {};
    wp::vec_t<3, wp::float32> adj_94 = {};
    wp::vec_t<3, wp::float32> adj_95 = {};
    wp::vec_t<3, wp::float32> adj_96 = {};
    wp::float32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::int32 adj_101 = {};
    wp::vec_t<3, wp::float32> adj_102 = {};
    wp::vec_t<3, wp::float32> adj_103 = {};
    wp::vec_t<3, wp::float32> adj_104 = {};
    wp::vec_t<3, wp::float32> adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::vec_t<3, wp::float32> adj_108 = {};
    wp::vec_t<3, wp::float32> adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    //---------
    // forward
    // def sampling_s000001(                                                                  <L 13>
    // i = wp.tid()                                                                           <L 23>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 24>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0, x1 = sampling_s000001_pair(a[i], b[i], c[i])                                       <L 25>
    var_2 = wp::address(var_a, var_0);
    var_3 = wp::address(var_b, var_0);
    var_4 = wp::address(var_c, var_0);
    var_7 = wp::load(var_2);
    var_8 = wp::load(var_3);
    var_9 = wp::load(var_4);
    sampling_s000001_pair_0(var_7, var_8, var_9, var_5, var_6);
    // for j in range(8):                                                                     <L 26>
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_11 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_12 = wp::address(var_d, var_0);
    var_13 = wp::mul(var_5, var_11);
    var_15 = wp::load(var_12);
    var_14 = wp::add(var_15, var_13);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_16 = wp::address(var_e, var_0);
    var_18 = wp::load(var_16);
    var_17 = wp::sub(var_14, var_18);
    var_19 = wp::address(var_f, var_0);
    var_21 = wp::load(var_19);
    var_20 = norm_pseudo_huber_0(var_17, var_21);
    var_22 = wp::add(var_6, var_20);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_24 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_25 = wp::address(var_d, var_0);
    var_26 = wp::mul(var_5, var_24);
    var_28 = wp::load(var_25);
    var_27 = wp::add(var_28, var_26);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_29 = wp::address(var_e, var_0);
    var_31 = wp::load(var_29);
    var_30 = wp::sub(var_27, var_31);
    var_32 = wp::address(var_f, var_0);
    var_34 = wp::load(var_32);
    var_33 = norm_pseudo_huber_0(var_30, var_34);
    var_35 = wp::add(var_22, var_33);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_37 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_38 = wp::address(var_d, var_0);
    var_39 = wp::mul(var_5, var_37);
    var_41 = wp::load(var_38);
    var_40 = wp::add(var_41, var_39);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_42 = wp::address(var_e, var_0);
    var_44 = wp::load(var_42);
    var_43 = wp::sub(var_40, var_44);
    var_45 = wp::address(var_f, var_0);
    var_47 = wp::load(var_45);
    var_46 = norm_pseudo_huber_0(var_43, var_47);
    var_48 = wp::add(var_35, var_46);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_50 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_51 = wp::address(var_d, var_0);
    var_52 = wp::mul(var_5, var_50);
    var_54 = wp::load(var_51);
    var_53 = wp::add(var_54, var_52);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_55 = wp::address(var_e, var_0);
    var_57 = wp::load(var_55);
    var_56 = wp::sub(var_53, var_57);
    var_58 = wp::address(var_f, var_0);
    var_60 = wp::load(var_58);
    var_59 = norm_pseudo_huber_0(var_56, var_60);
    var_61 = wp::add(var_48, var_59);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_63 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_64 = wp::address(var_d, var_0);
    var_65 = wp::mul(var_5, var_63);
    var_67 = wp::load(var_64);
    var_66 = wp::add(var_67, var_65);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_68 = wp::address(var_e, var_0);
    var_70 = wp::load(var_68);
    var_69 = wp::sub(var_66, var_70);
    var_71 = wp::address(var_f, var_0);
    var_73 = wp::load(var_71);
    var_72 = norm_pseudo_huber_0(var_69, var_73);
    var_74 = wp::add(var_61, var_72);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_76 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_77 = wp::address(var_d, var_0);
    var_78 = wp::mul(var_5, var_76);
    var_80 = wp::load(var_77);
    var_79 = wp::add(var_80, var_78);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_81 = wp::address(var_e, var_0);
    var_83 = wp::load(var_81);
    var_82 = wp::sub(var_79, var_83);
    var_84 = wp::address(var_f, var_0);
    var_86 = wp::load(var_84);
    var_85 = norm_pseudo_huber_0(var_82, var_86);
    var_87 = wp::add(var_74, var_85);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_89 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_90 = wp::address(var_d, var_0);
    var_91 = wp::mul(var_5, var_89);
    var_93 = wp::load(var_90);
    var_92 = wp::add(var_93, var_91);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_94 = wp::address(var_e, var_0);
    var_96 = wp::load(var_94);
    var_95 = wp::sub(var_92, var_96);
    var_97 = wp::address(var_f, var_0);
    var_99 = wp::load(var_97);
    var_98 = norm_pseudo_huber_0(var_95, var_99);
    var_100 = wp::add(var_87, var_98);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
    var_102 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 28>
    var_103 = wp::address(var_d, var_0);
    var_104 = wp::mul(var_5, var_102);
    var_106 = wp::load(var_103);
    var_105 = wp::add(var_106, var_104);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
    var_107 = wp::address(var_e, var_0);
    var_109 = wp::load(var_107);
    var_108 = wp::sub(var_105, var_109);
    var_110 = wp::address(var_f, var_0);
    var_112 = wp::load(var_110);
    var_111 = norm_pseudo_huber_0(var_108, var_112);
    var_113 = wp::add(var_100, var_111);
    // out[i] = x1 * scale                                                                    <L 30>
    var_115 = wp::mul(var_113, var_114);
    // wp::array_store(var_out, var_0, var_115);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_115, adj_out, adj_0, adj_115);
    wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
    // adj: out[i] = x1 * scale                                                               <L 30>
    wp::adj_add(var_100, var_111, adj_100, adj_111, adj_113);
    adj_norm_pseudo_huber_0(var_108, var_112, adj_108, adj_110, adj_111);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_110);
    wp::adj_sub(var_105, var_109, adj_105, adj_107, adj_108);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_107);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_106, var_104, adj_103, adj_104, adj_105);
    wp::adj_mul(var_5, var_102, adj_5, adj_102, adj_104);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_103);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_87, var_98, adj_87, adj_98, adj_100);
    adj_norm_pseudo_huber_0(var_95, var_99, adj_95, adj_97, adj_98);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_97);
    wp::adj_sub(var_92, var_96, adj_92, adj_94, adj_95);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_94);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_93, var_91, adj_90, adj_91, adj_92);
    wp::adj_mul(var_5, var_89, adj_5, adj_89, adj_91);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_90);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_74, var_85, adj_74, adj_85, adj_87);
    adj_norm_pseudo_huber_0(var_82, var_86, adj_82, adj_84, adj_85);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_84);
    wp::adj_sub(var_79, var_83, adj_79, adj_81, adj_82);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_81);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_80, var_78, adj_77, adj_78, adj_79);
    wp::adj_mul(var_5, var_76, adj_5, adj_76, adj_78);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_77);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_61, var_72, adj_61, adj_72, adj_74);
    adj_norm_pseudo_huber_0(var_69, var_73, adj_69, adj_71, adj_72);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_71);
    wp::adj_sub(var_66, var_70, adj_66, adj_68, adj_69);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_68);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_67, var_65, adj_64, adj_65, adj_66);
    wp::adj_mul(var_5, var_63, adj_5, adj_63, adj_65);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_64);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_48, var_59, adj_48, adj_59, adj_61);
    adj_norm_pseudo_huber_0(var_56, var_60, adj_56, adj_58, adj_59);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_58);
    wp::adj_sub(var_53, var_57, adj_53, adj_55, adj_56);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_55);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_54, var_52, adj_51, adj_52, adj_53);
    wp::adj_mul(var_5, var_50, adj_5, adj_50, adj_52);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_51);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_35, var_46, adj_35, adj_46, adj_48);
    adj_norm_pseudo_huber_0(var_43, var_47, adj_43, adj_45, adj_46);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_45);
    wp::adj_sub(var_40, var_44, adj_40, adj_42, adj_43);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_42);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_41, var_39, adj_38, adj_39, adj_40);
    wp::adj_mul(var_5, var_37, adj_5, adj_37, adj_39);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_38);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_22, var_33, adj_22, adj_33, adj_35);
    adj_norm_pseudo_huber_0(var_30, var_34, adj_30, adj_32, adj_33);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_32);
    wp::adj_sub(var_27, var_31, adj_27, adj_29, adj_30);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_29);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_28, var_26, adj_25, adj_26, adj_27);
    wp::adj_mul(var_5, var_24, adj_5, adj_24, adj_26);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_25);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    wp::adj_add(var_6, var_20, adj_6, adj_20, adj_22);
    adj_norm_pseudo_huber_0(var_17, var_21, adj_17, adj_19, adj_20);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_19);
    wp::adj_sub(var_14, var_18, adj_14, adj_16, adj_17);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_16);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 29>
    wp::adj_add(var_15, var_13, adj_12, adj_13, adj_14);
    wp::adj_mul(var_5, var_11, adj_5, adj_11, adj_13);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_12);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 28>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 27>
    // adj: for j in range(8):                                                                <L 26>
    adj_sampling_s000001_pair_0(var_7, var_8, var_9, var_5, var_6, adj_2, adj_3, adj_4, adj_5, adj_6);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_4);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
    // adj: x0, x1 = sampling_s000001_pair(a[i], b[i], c[i])                                  <L 25>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 24>
    // adj: i = wp.tid()                                                                      <L 23>
    // adj: def sampling_s000001(                                                             <L 13>
    return;
}