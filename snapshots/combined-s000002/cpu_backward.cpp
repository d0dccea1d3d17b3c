template <bool wp_linear_contiguous>
static void combined_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_s000002 *_wp_args,
    wp_args_combined_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_combined_s000002 wp_contiguous_args;
    wp_args_combined_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 0;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.5;
    bool var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    const wp::float32 var_10 = 0.5;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 0;
    wp::float32 var_14;
    const wp::float32 var_15 = 0.25;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    const wp::float32 var_21 = 0.5;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.25;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.5;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    wp::float32* var_39;
    const wp::float32 var_40 = 0.5;
    bool var_41;
    wp::float32 var_42;
    wp::float32* var_43;
    const wp::float32 var_44 = 0.5;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 1;
    wp::float32 var_48;
    const wp::float32 var_49 = 0.25;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32* var_54;
    const wp::float32 var_55 = 0.5;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 1;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.25;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 1.0;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = 1.0;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::float32 var_70 = 0.5;
    wp::float32 var_71;
    const wp::int32 var_72 = 2;
    wp::float32* var_73;
    const wp::float32 var_74 = 0.5;
    bool var_75;
    wp::float32 var_76;
    wp::float32* var_77;
    const wp::float32 var_78 = 0.5;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::int32 var_81 = 2;
    wp::float32 var_82;
    const wp::float32 var_83 = 0.25;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32* var_88;
    const wp::float32 var_89 = 0.5;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::int32 var_92 = 2;
    wp::float32 var_93;
    const wp::float32 var_94 = 0.25;
    wp::float32 var_95;
    wp::float32 var_96;
    const wp::float32 var_97 = 1.0;
    wp::float32 var_98;
    wp::float32 var_99;
    const wp::float32 var_100 = 1.0;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 0.5;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32* var_107;
    wp::float32* var_108;
    const wp::int32 var_109 = 4;
    wp::int32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::float32 var_115 = 0.5;
    wp::float32 var_116;
    wp::float32 var_117;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    bool adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::int32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    bool adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::int32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::int32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::int32 adj_109 = {};
    wp::int32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    //---------
    // forward
    // def combined_s000002(                                                                  <L 17>
    // i = wp.tid()                                                                           <L 21>
    var_0 = builtin_tid1d();
    // x0 = c[i]                                                                              <L 22>
    var_1 = wp::address(var_c, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // for j in range(wp.static(3)):                                                          <L 23>
    // inside = c[i] > 0.5                                                                    <L 24>
    var_5 = wp::address(var_c, var_0);
    var_8 = wp::load(var_5);
    var_7 = (var_8 > var_6);
    // if inside:                                                                             <L 25>
    if (var_7) {
        // x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25)                    <L 26>
        var_9 = wp::address(var_c, var_0);
        var_12 = wp::load(var_9);
        var_11 = wp::mul(var_12, var_10);
        var_14 = wp::float32(var_13);
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_11, var_16);
        var_18 = wp::tanh(var_17);
        var_19 = wp::add(var_2, var_18);
    }
    if (!var_7) {
        // x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25 + 1.0) + 1.0)       <L 28>
        var_20 = wp::address(var_c, var_0);
        var_23 = wp::load(var_20);
        var_22 = wp::mul(var_23, var_21);
        var_25 = wp::float32(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_22, var_27);
        var_30 = wp::add(var_28, var_29);
        var_31 = wp::abs(var_30);
        var_33 = wp::add(var_31, var_32);
        var_34 = wp::div(var_2, var_33);
    }
    var_35 = wp::where(var_7, var_19, var_34);
    // x0 = x0 * 0.5                                                                          <L 29>
    var_37 = wp::mul(var_35, var_36);
    // inside = c[i] > 0.5                                                                    <L 24>
    var_39 = wp::address(var_c, var_0);
    var_42 = wp::load(var_39);
    var_41 = (var_42 > var_40);
    // if inside:                                                                             <L 25>
    if (var_41) {
        // x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25)                    <L 26>
        var_43 = wp::address(var_c, var_0);
        var_46 = wp::load(var_43);
        var_45 = wp::mul(var_46, var_44);
        var_48 = wp::float32(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_45, var_50);
        var_52 = wp::tanh(var_51);
        var_53 = wp::add(var_37, var_52);
    }
    if (!var_41) {
        // x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25 + 1.0) + 1.0)       <L 28>
        var_54 = wp::address(var_c, var_0);
        var_57 = wp::load(var_54);
        var_56 = wp::mul(var_57, var_55);
        var_59 = wp::float32(var_58);
        var_61 = wp::mul(var_59, var_60);
        var_62 = wp::add(var_56, var_61);
        var_64 = wp::add(var_62, var_63);
        var_65 = wp::abs(var_64);
        var_67 = wp::add(var_65, var_66);
        var_68 = wp::div(var_37, var_67);
    }
    var_69 = wp::where(var_41, var_53, var_68);
    // x0 = x0 * 0.5                                                                          <L 29>
    var_71 = wp::mul(var_69, var_70);
    // inside = c[i] > 0.5                                                                    <L 24>
    var_73 = wp::address(var_c, var_0);
    var_76 = wp::load(var_73);
    var_75 = (var_76 > var_74);
    // if inside:                                                                             <L 25>
    if (var_75) {
        // x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25)                    <L 26>
        var_77 = wp::address(var_c, var_0);
        var_80 = wp::load(var_77);
        var_79 = wp::mul(var_80, var_78);
        var_82 = wp::float32(var_81);
        var_84 = wp::mul(var_82, var_83);
        var_85 = wp::add(var_79, var_84);
        var_86 = wp::tanh(var_85);
        var_87 = wp::add(var_71, var_86);
    }
    if (!var_75) {
        // x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25 + 1.0) + 1.0)       <L 28>
        var_88 = wp::address(var_c, var_0);
        var_91 = wp::load(var_88);
        var_90 = wp::mul(var_91, var_89);
        var_93 = wp::float32(var_92);
        var_95 = wp::mul(var_93, var_94);
        var_96 = wp::add(var_90, var_95);
        var_98 = wp::add(var_96, var_97);
        var_99 = wp::abs(var_98);
        var_101 = wp::add(var_99, var_100);
        var_102 = wp::div(var_71, var_101);
    }
    var_103 = wp::where(var_75, var_87, var_102);
    // x0 = x0 * 0.5                                                                          <L 29>
    var_105 = wp::mul(var_103, var_104);
    // out[i] = wp.sin(x0) + c[i] * wp.float32(combined_s000002_first_step(c[i], 4)) * 0.5       <L 30>
    var_106 = wp::sin(var_105);
    var_107 = wp::address(var_c, var_0);
    var_108 = wp::address(var_c, var_0);
    var_111 = wp::load(var_108);
    var_110 = combined_s000002_first_step_0(var_111, var_109);
    var_112 = wp::float32(var_110);
    var_114 = wp::load(var_107);
    var_113 = wp::mul(var_114, var_112);
    var_116 = wp::mul(var_113, var_115);
    var_117 = wp::add(var_106, var_116);
    // wp::array_store(var_out, var_0, var_117);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_117, adj_out, adj_0, adj_117);
    wp::adj_add(var_106, var_116, adj_106, adj_116, adj_117);
    wp::adj_mul(var_113, var_115, adj_113, adj_115, adj_116);
    wp::adj_mul(var_114, var_112, adj_107, adj_112, adj_113);
    wp::adj_float32(var_110, adj_110, adj_112);
    adj_combined_s000002_first_step_0(var_111, var_109, adj_108, adj_109, adj_110);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_108);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_107);
    wp::adj_sin(var_105, adj_105, adj_106);
    // adj: out[i] = wp.sin(x0) + c[i] * wp.float32(combined_s000002_first_step(c[i], 4)) * 0.5  <L 30>
    wp::adj_mul(var_103, var_104, adj_103, adj_104, adj_105);
    // adj: x0 = x0 * 0.5                                                                     <L 29>
    wp::adj_where(var_75, var_87, var_102, adj_75, adj_87, adj_102, adj_103);
    if (!var_75) {
        wp::adj_div(var_71, var_101, var_102, adj_71, adj_101, adj_102);
        wp::adj_add(var_99, var_100, adj_99, adj_100, adj_101);
        wp::adj_abs(var_98, adj_98, adj_99);
        wp::adj_add(var_96, var_97, adj_96, adj_97, adj_98);
        wp::adj_add(var_90, var_95, adj_90, adj_95, adj_96);
        wp::adj_mul(var_93, var_94, adj_93, adj_94, adj_95);
        wp::adj_float32(var_92, adj_92, adj_93);
        wp::adj_mul(var_91, var_89, adj_88, adj_89, adj_90);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_88);
        // adj: x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25 + 1.0) + 1.0)  <L 28>
    }
    if (var_75) {
        wp::adj_add(var_71, var_86, adj_71, adj_86, adj_87);
        wp::adj_tanh(var_85, var_86, adj_85, adj_86);
        wp::adj_add(var_79, var_84, adj_79, adj_84, adj_85);
        wp::adj_mul(var_82, var_83, adj_82, adj_83, adj_84);
        wp::adj_float32(var_81, adj_81, adj_82);
        wp::adj_mul(var_80, var_78, adj_77, adj_78, adj_79);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_77);
        // adj: x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25)               <L 26>
    }
    // adj: if inside:                                                                        <L 25>
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_73);
    // adj: inside = c[i] > 0.5                                                               <L 24>
    wp::adj_mul(var_69, var_70, adj_69, adj_70, adj_71);
    // adj: x0 = x0 * 0.5                                                                     <L 29>
    wp::adj_where(var_41, var_53, var_68, adj_41, adj_53, adj_68, adj_69);
    if (!var_41) {
        wp::adj_div(var_37, var_67, var_68, adj_37, adj_67, adj_68);
        wp::adj_add(var_65, var_66, adj_65, adj_66, adj_67);
        wp::adj_abs(var_64, adj_64, adj_65);
        wp::adj_add(var_62, var_63, adj_62, adj_63, adj_64);
        wp::adj_add(var_56, var_61, adj_56, adj_61, adj_62);
        wp::adj_mul(var_59, var_60, adj_59, adj_60, adj_61);
        wp::adj_float32(var_58, adj_58, adj_59);
        wp::adj_mul(var_57, var_55, adj_54, adj_55, adj_56);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_54);
        // adj: x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25 + 1.0) + 1.0)  <L 28>
    }
    if (var_41) {
        wp::adj_add(var_37, var_52, adj_37, adj_52, adj_53);
        wp::adj_tanh(var_51, var_52, adj_51, adj_52);
        wp::adj_add(var_45, var_50, adj_45, adj_50, adj_51);
        wp::adj_mul(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_float32(var_47, adj_47, adj_48);
        wp::adj_mul(var_46, var_44, adj_43, adj_44, adj_45);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_43);
        // adj: x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25)               <L 26>
    }
    // adj: if inside:                                                                        <L 25>
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_39);
    // adj: inside = c[i] > 0.5                                                               <L 24>
    wp::adj_mul(var_35, var_36, adj_35, adj_36, adj_37);
    // adj: x0 = x0 * 0.5                                                                     <L 29>
    wp::adj_where(var_7, var_19, var_34, adj_7, adj_19, adj_34, adj_35);
    if (!var_7) {
        wp::adj_div(var_2, var_33, var_34, adj_2, adj_33, adj_34);
        wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
        wp::adj_abs(var_30, adj_30, adj_31);
        wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_add(var_22, var_27, adj_22, adj_27, adj_28);
        wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_float32(var_24, adj_24, adj_25);
        wp::adj_mul(var_23, var_21, adj_20, adj_21, adj_22);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_20);
        // adj: x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25 + 1.0) + 1.0)  <L 28>
    }
    if (var_7) {
        wp::adj_add(var_2, var_18, adj_2, adj_18, adj_19);
        wp::adj_tanh(var_17, var_18, adj_17, adj_18);
        wp::adj_add(var_11, var_16, adj_11, adj_16, adj_17);
        wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
        wp::adj_float32(var_13, adj_13, adj_14);
        wp::adj_mul(var_12, var_10, adj_9, adj_10, adj_11);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_9);
        // adj: x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(wp.static(j)) * 0.25)               <L 26>
    }
    // adj: if inside:                                                                        <L 25>
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_5);
    // adj: inside = c[i] > 0.5                                                               <L 24>
    // adj: for j in range(wp.static(3)):                                                     <L 23>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_1);
    // adj: x0 = c[i]                                                                         <L 22>
    // adj: i = wp.tid()                                                                      <L 21>
    // adj: def combined_s000002(                                                             <L 17>
    return;
}