struct wp_args_make_nested_loop_s000001__locals__nested_loop_s000001 {
    wp::array_t<wp::float32> a;
    wp::int32 steps;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void make_nested_loop_s000001__locals__nested_loop_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_nested_loop_s000001__locals__nested_loop_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_nested_loop_s000001__locals__nested_loop_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_steps = _wp_args->steps;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    wp::range_t var_4;
    wp::int32 var_5;
    const wp::int32 var_6 = 0;
    const bool var_7 = true;
    bool var_8;
    const bool var_9 = false;
    bool var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32* var_13;
    const wp::float32 var_14 = 3.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 0.25;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    const bool var_27 = true;
    bool var_28;
    const bool var_29 = false;
    bool var_30;
    const wp::float32 var_31 = 0.5;
    wp::float32 var_32;
    wp::float32* var_33;
    const wp::float32 var_34 = 3.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 2;
    const bool var_46 = true;
    bool var_47;
    const bool var_48 = false;
    bool var_49;
    const wp::float32 var_50 = 0.5;
    wp::float32 var_51;
    wp::float32* var_52;
    const wp::float32 var_53 = 3.0;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::int32 var_64 = 3;
    const bool var_65 = true;
    bool var_66;
    const bool var_67 = false;
    bool var_68;
    const wp::float32 var_69 = 0.5;
    wp::float32 var_70;
    wp::float32* var_71;
    const wp::float32 var_72 = 3.0;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    //---------
    // forward
    // def nested_loop_s000001(                                                               <L 8>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 14>
    var_2 = wp::float32(var_1);
    // for j in range(0, steps):                                                              <L 15>
    var_4 = wp::range(var_3, var_steps);
    start_for_0:;
        if (iter_cmp(var_4) == 0) goto end_for_0;
        var_5 = wp::iter_next(var_4);
        // for k in range(iterations):                                                        <L 16>
        // if j == k:                                                                         <L 17>
        var_8 = (var_5 == var_6);
        if (var_8) {
            // continue                                                                       <L 18>
        }
        var_10 = wp::where(var_8, var_9, var_7);
        // x0 = x0 * 0.5 + (a[i] * 3.0 + wp.float32(j) * scale + wp.float32(k) * scale)       <L 19>
        if (var_10) {
            var_12 = wp::mul(var_2, var_11);
            var_13 = wp::address(var_a, var_0);
            var_16 = wp::load(var_13);
            var_15 = wp::mul(var_16, var_14);
            var_17 = wp::float32(var_5);
            var_19 = wp::mul(var_17, var_18);
            var_20 = wp::add(var_15, var_19);
            var_21 = wp::float32(var_6);
            var_22 = wp::mul(var_21, var_18);
            var_23 = wp::add(var_20, var_22);
            var_24 = wp::add(var_12, var_23);
        }
        var_25 = wp::where(var_10, var_24, var_2);
        // if j == k:                                                                         <L 17>
        var_28 = (var_5 == var_26);
        if (var_28) {
            // continue                                                                       <L 18>
        }
        var_30 = wp::where(var_28, var_29, var_27);
        // x0 = x0 * 0.5 + (a[i] * 3.0 + wp.float32(j) * scale + wp.float32(k) * scale)       <L 19>
        if (var_30) {
            var_32 = wp::mul(var_25, var_31);
            var_33 = wp::address(var_a, var_0);
            var_36 = wp::load(var_33);
            var_35 = wp::mul(var_36, var_34);
            var_37 = wp::float32(var_5);
            var_38 = wp::mul(var_37, var_18);
            var_39 = wp::add(var_35, var_38);
            var_40 = wp::float32(var_26);
            var_41 = wp::mul(var_40, var_18);
            var_42 = wp::add(var_39, var_41);
            var_43 = wp::add(var_32, var_42);
        }
        var_44 = wp::where(var_30, var_43, var_25);
        // if j == k:                                                                         <L 17>
        var_47 = (var_5 == var_45);
        if (var_47) {
            // continue                                                                       <L 18>
        }
        var_49 = wp::where(var_47, var_48, var_46);
        // x0 = x0 * 0.5 + (a[i] * 3.0 + wp.float32(j) * scale + wp.float32(k) * scale)       <L 19>
        if (var_49) {
            var_51 = wp::mul(var_44, var_50);
            var_52 = wp::address(var_a, var_0);
            var_55 = wp::load(var_52);
            var_54 = wp::mul(var_55, var_53);
            var_56 = wp::float32(var_5);
            var_57 = wp::mul(var_56, var_18);
            var_58 = wp::add(var_54, var_57);
            var_59 = wp::float32(var_45);
            var_60 = wp::mul(var_59, var_18);
            var_61 = wp::add(var_58, var_60);
            var_62 = wp::add(var_51, var_61);
        }
        var_63 = wp::where(var_49, var_62, var_44);
        // if j == k:                                                                         <L 17>
        var_66 = (var_5 == var_64);
        if (var_66) {
            // continue                                                                       <L 18>
        }
        var_68 = wp::where(var_66, var_67, var_65);
        // x0 = x0 * 0.5 + (a[i] * 3.0 + wp.float32(j) * scale + wp.float32(k) * scale)       <L 19>
        if (var_68) {
            var_70 = wp::mul(var_63, var_69);
            var_71 = wp::address(var_a, var_0);
            var_74 = wp::load(var_71);
            var_73 = wp::mul(var_74, var_72);
            var_75 = wp::float32(var_5);
            var_76 = wp::mul(var_75, var_18);
            var_77 = wp::add(var_73, var_76);
            var_78 = wp::float32(var_64);
            var_79 = wp::mul(var_78, var_18);
            var_80 = wp::add(var_77, var_79);
            var_81 = wp::add(var_70, var_80);
        }
        var_82 = wp::where(var_68, var_81, var_63);
        wp::assign(var_2, var_82);
        goto start_for_0;
    end_for_0:;
    // out[i] = x0                                                                            <L 20>
    wp::array_store(var_out, var_0, var_2);
}