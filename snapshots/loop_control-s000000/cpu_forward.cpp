struct wp_args_make_loop_control_s000000__locals__loop_control_s000000 {
    wp::array_t<wp::float32> a;
    wp::int32 k;
    wp::array_t<wp::float32> out;
    wp::array_t<wp::float32> out1;
};

template <bool wp_linear_contiguous>
static void make_loop_control_s000000__locals__loop_control_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_loop_control_s000000__locals__loop_control_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_loop_control_s000000__locals__loop_control_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    const wp::int32 var_4 = -1;
    wp::range_t var_5;
    wp::int32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.25;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.0;
    wp::float32 var_15;
    const wp::int32 var_16 = 0;
    wp::range_t var_17;
    wp::int32 var_18;
    wp::int32 var_19;
    wp::shape_t* var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    wp::shape_t var_23;
    wp::int32 var_24;
    wp::float32* var_25;
    const wp::float32 var_26 = 0.25;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 0;
    wp::range_t var_31;
    wp::int32 var_32;
    wp::float32* var_33;
    const wp::int32 var_34 = 1;
    wp::int32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32* var_40;
    wp::int32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 0.0;
    wp::float32 var_44;
    const wp::int32 var_45 = 0;
    const wp::int32 var_46 = -1;
    wp::range_t var_47;
    wp::int32 var_48;
    wp::float32* var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 0.25;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = 1.0;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32* var_60;
    wp::int32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 0.0;
    wp::float32 var_64;
    const wp::int32 var_65 = 0;
    const wp::int32 var_66 = -1;
    wp::range_t var_67;
    wp::int32 var_68;
    wp::float32* var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 0.5;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    const wp::float32 var_77 = 0.125;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32* var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.75;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32* var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    const wp::float32 var_93 = 0.25;
    wp::float32 var_94;
    wp::float32 var_95;
    const wp::float32 var_96 = 2.0;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32* var_99;
    const wp::float32 var_100 = 0.25;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    //---------
    // forward
    // def loop_control_s000000(                                                              <L 28>
    // i = wp.tid()                                                                           <L 34>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 35>
    var_2 = wp::float32(var_1);
    // for j in range(k, 0, -1):                                                              <L 36>
    var_5 = wp::range(var_k, var_3, var_4);
    start_for_0:;
        if (iter_cmp(var_5) == 0) goto end_for_0;
        var_6 = wp::iter_next(var_5);
        // x0 += a[i] * wp.float32(j) + wp.static(1.0 / 4.0)                                  <L 37>
        var_7 = wp::address(var_a, var_0);
        var_8 = wp::float32(var_6);
        var_10 = wp::load(var_7);
        var_9 = wp::mul(var_10, var_8);
        var_12 = wp::add(var_9, var_11);
        var_13 = wp::add(var_2, var_12);
        wp::assign(var_2, var_13);
        goto start_for_0;
    end_for_0:;
    // x1 = wp.float32(0.0)                                                                   <L 38>
    var_15 = wp::float32(var_14);
    // for l in range(0, k):                                                                  <L 39>
    var_17 = wp::range(var_16, var_k);
    start_for_2:;
        if (iter_cmp(var_17) == 0) goto end_for_2;
        var_18 = wp::iter_next(var_17);
        // x1 += a[(i + l) % a.shape[0]] * wp.static(1.0 / 4.0)                               <L 40>
        var_19 = wp::add(var_0, var_18);
        var_20 = &(var_a.shape);
        var_23 = wp::load(var_20);
        var_22 = wp::extract(var_23, var_21);
        var_24 = wp::mod(var_19, var_22);
        var_25 = wp::address(var_a, var_24);
        var_28 = wp::load(var_25);
        var_27 = wp::mul(var_28, var_26);
        var_29 = wp::add(var_15, var_27);
        wp::assign(var_15, var_29);
        goto start_for_2;
    end_for_2:;
    // for p in range(0, k):                                                                  <L 41>
    var_31 = wp::range(var_30, var_k);
    start_for_4:;
        if (iter_cmp(var_31) == 0) goto end_for_4;
        var_32 = wp::iter_next(var_31);
        // out1[i] += a[i] * wp.float32(p + 1)                                                <L 42>
        var_33 = wp::address(var_a, var_0);
        var_35 = wp::add(var_32, var_34);
        var_36 = wp::float32(var_35);
        var_38 = wp::load(var_33);
        var_37 = wp::mul(var_38, var_36);
        var_39 = wp::atomic_add(var_out1, var_0, var_37);
        goto start_for_4;
    end_for_4:;
    // x2 = loop_control_s000000_first_step0(a[i], k)                                         <L 43>
    var_40 = wp::address(var_a, var_0);
    var_42 = wp::load(var_40);
    var_41 = loop_control_s000000_first_step0_0(var_42, var_k);
    // x3 = wp.float32(0.0)                                                                   <L 44>
    var_44 = wp::float32(var_43);
    // for q in range(k, 0, -1):                                                              <L 45>
    var_47 = wp::range(var_k, var_45, var_46);
    start_for_6:;
        if (iter_cmp(var_47) == 0) goto end_for_6;
        var_48 = wp::iter_next(var_47);
        // x3 += wp.log(wp.abs(a[i] * wp.float32(q) + wp.static(1.0 / 4.0)) + 1.0)            <L 46>
        var_49 = wp::address(var_a, var_0);
        var_50 = wp::float32(var_48);
        var_52 = wp::load(var_49);
        var_51 = wp::mul(var_52, var_50);
        var_54 = wp::add(var_51, var_53);
        var_55 = wp::abs(var_54);
        var_57 = wp::add(var_55, var_56);
        var_58 = wp::log(var_57);
        var_59 = wp::add(var_44, var_58);
        wp::assign(var_44, var_59);
        goto start_for_6;
    end_for_6:;
    // x4 = loop_control_s000000_first_step1(a[i], k)                                         <L 47>
    var_60 = wp::address(var_a, var_0);
    var_62 = wp::load(var_60);
    var_61 = loop_control_s000000_first_step1_0(var_62, var_k);
    // x5 = wp.float32(0.0)                                                                   <L 48>
    var_64 = wp::float32(var_63);
    // for r in range(k, 0, -1):                                                              <L 49>
    var_67 = wp::range(var_k, var_65, var_66);
    start_for_8:;
        if (iter_cmp(var_67) == 0) goto end_for_8;
        var_68 = wp::iter_next(var_67);
        // x5 += wp.tanh(a[i] * wp.float32(r) + 0.5)                                          <L 50>
        var_69 = wp::address(var_a, var_0);
        var_70 = wp::float32(var_68);
        var_72 = wp::load(var_69);
        var_71 = wp::mul(var_72, var_70);
        var_74 = wp::add(var_71, var_73);
        var_75 = wp::tanh(var_74);
        var_76 = wp::add(var_64, var_75);
        wp::assign(var_64, var_76);
        goto start_for_8;
    end_for_8:;
    // out[i] = x0 + x1 * offset + a[i] * wp.float32(x2) * scale + x3 * scale + a[i] * wp.float32(x4) * wp.static(1.0 / 4.0) + x5 * 2.0 + a[i] * wp.static(1.0 / 4.0)       <L 51>
    var_78 = wp::mul(var_15, var_77);
    var_79 = wp::add(var_2, var_78);
    var_80 = wp::address(var_a, var_0);
    var_81 = wp::float32(var_41);
    var_83 = wp::load(var_80);
    var_82 = wp::mul(var_83, var_81);
    var_85 = wp::mul(var_82, var_84);
    var_86 = wp::add(var_79, var_85);
    var_87 = wp::mul(var_44, var_84);
    var_88 = wp::add(var_86, var_87);
    var_89 = wp::address(var_a, var_0);
    var_90 = wp::float32(var_61);
    var_92 = wp::load(var_89);
    var_91 = wp::mul(var_92, var_90);
    var_94 = wp::mul(var_91, var_93);
    var_95 = wp::add(var_88, var_94);
    var_97 = wp::mul(var_64, var_96);
    var_98 = wp::add(var_95, var_97);
    var_99 = wp::address(var_a, var_0);
    var_102 = wp::load(var_99);
    var_101 = wp::mul(var_102, var_100);
    var_103 = wp::add(var_98, var_101);
    wp::array_store(var_out, var_0, var_103);
}