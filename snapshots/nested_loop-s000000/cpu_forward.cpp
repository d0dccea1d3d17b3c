struct wp_args_nested_loop_s000000 {
    wp::array_t<wp::float32> a;
    wp::int32 steps;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void nested_loop_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_nested_loop_s000000 wp_contiguous_args;
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
    const wp::float32 var_14 = 0.75;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 0.5;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.25;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    const bool var_28 = true;
    bool var_29;
    const bool var_30 = false;
    bool var_31;
    const wp::float32 var_32 = 0.5;
    wp::float32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = 0.75;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.5;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 0.25;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 2;
    const bool var_49 = true;
    bool var_50;
    const bool var_51 = false;
    bool var_52;
    const wp::float32 var_53 = 0.5;
    wp::float32 var_54;
    wp::float32* var_55;
    const wp::float32 var_56 = 0.75;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.5;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.25;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    //---------
    // forward
    // def nested_loop_s000000(                                                               <L 1>
    // i = wp.tid()                                                                           <L 6>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 7>
    var_2 = wp::float32(var_1);
    // for j in range(0, steps):                                                              <L 8>
    var_4 = wp::range(var_3, var_steps);
    start_for_0:;
        if (iter_cmp(var_4) == 0) goto end_for_0;
        var_5 = wp::iter_next(var_4);
        // for k in range(wp.static(3)):                                                      <L 9>
        // if j == k:                                                                         <L 10>
        var_8 = (var_5 == var_6);
        if (var_8) {
            // continue                                                                       <L 11>
        }
        var_10 = wp::where(var_8, var_9, var_7);
        // x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)         <L 12>
        if (var_10) {
            var_12 = wp::mul(var_2, var_11);
            var_13 = wp::address(var_a, var_0);
            var_16 = wp::load(var_13);
            var_15 = wp::mul(var_16, var_14);
            var_17 = wp::float32(var_5);
            var_19 = wp::mul(var_17, var_18);
            var_20 = wp::add(var_15, var_19);
            var_21 = wp::float32(var_6);
            var_23 = wp::mul(var_21, var_22);
            var_24 = wp::add(var_20, var_23);
            var_25 = wp::add(var_12, var_24);
        }
        var_26 = wp::where(var_10, var_25, var_2);
        // if j == k:                                                                         <L 10>
        var_29 = (var_5 == var_27);
        if (var_29) {
            // continue                                                                       <L 11>
        }
        var_31 = wp::where(var_29, var_30, var_28);
        // x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)         <L 12>
        if (var_31) {
            var_33 = wp::mul(var_26, var_32);
            var_34 = wp::address(var_a, var_0);
            var_37 = wp::load(var_34);
            var_36 = wp::mul(var_37, var_35);
            var_38 = wp::float32(var_5);
            var_40 = wp::mul(var_38, var_39);
            var_41 = wp::add(var_36, var_40);
            var_42 = wp::float32(var_27);
            var_44 = wp::mul(var_42, var_43);
            var_45 = wp::add(var_41, var_44);
            var_46 = wp::add(var_33, var_45);
        }
        var_47 = wp::where(var_31, var_46, var_26);
        // if j == k:                                                                         <L 10>
        var_50 = (var_5 == var_48);
        if (var_50) {
            // continue                                                                       <L 11>
        }
        var_52 = wp::where(var_50, var_51, var_49);
        // x0 = x0 * 0.5 + (a[i] * 0.75 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25)         <L 12>
        if (var_52) {
            var_54 = wp::mul(var_47, var_53);
            var_55 = wp::address(var_a, var_0);
            var_58 = wp::load(var_55);
            var_57 = wp::mul(var_58, var_56);
            var_59 = wp::float32(var_5);
            var_61 = wp::mul(var_59, var_60);
            var_62 = wp::add(var_57, var_61);
            var_63 = wp::float32(var_48);
            var_65 = wp::mul(var_63, var_64);
            var_66 = wp::add(var_62, var_65);
            var_67 = wp::add(var_54, var_66);
        }
        var_68 = wp::where(var_52, var_67, var_47);
        wp::assign(var_2, var_68);
        goto start_for_0;
    end_for_0:;
    // out[i] = x0                                                                            <L 13>
    wp::array_store(var_out, var_0, var_2);
}