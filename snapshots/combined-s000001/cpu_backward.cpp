template <bool wp_linear_contiguous>
static void combined_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_s000001 *_wp_args,
    wp_args_combined_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_combined_s000001 wp_contiguous_args;
    wp_args_combined_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::int32 var_4 = 0;
    wp::float32* var_5;
    const wp::float32 var_6 = -0.25;
    bool var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.25;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = 1.0;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.25;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 2.0;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.0;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.75;
    wp::float32 var_39;
    const wp::int32 var_40 = 1;
    wp::float32* var_41;
    const wp::float32 var_42 = -0.25;
    bool var_43;
    wp::float32 var_44;
    wp::float32* var_45;
    const wp::float32 var_46 = 1.0;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 1.0;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32* var_57;
    const wp::float32 var_58 = 1.0;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = 2.0;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = 1.0;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    const wp::float32 var_71 = 0.75;
    wp::float32 var_72;
    wp::float32 var_73;
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
    wp::float32 adj_13 = {};
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
    wp::float32 adj_24 = {};
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
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::int32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    bool adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
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
    wp::float32 adj_58 = {};
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
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    //---------
    // forward
    // def combined_s000001(                                                                  <L 16>
    // i = wp.tid()                                                                           <L 21>
    var_0 = builtin_tid1d();
    // x0 = a[i]                                                                              <L 22>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // for j in range(2):                                                                     <L 23>
    // if a[i] > -0.25:                                                                       <L 24>
    var_5 = wp::address(var_a, var_0);
    var_8 = wp::load(var_5);
    var_7 = (var_8 > var_6);
    if (var_7) {
        // x0 = x0 + wp.sqrt(wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE) + 1.0)                <L 25>
        var_9 = wp::address(var_b, var_0);
        var_12 = wp::load(var_9);
        var_11 = wp::mul(var_12, var_10);
        var_13 = wp::float32(var_4);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::add(var_11, var_15);
        var_17 = wp::abs(var_16);
        var_19 = wp::add(var_17, var_18);
        var_20 = wp::sqrt(var_19);
        var_21 = wp::add(var_2, var_20);
    }
    if (!var_7) {
        // x0 = x0 / (wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE + 2.0) + 1.0)                 <L 27>
        var_22 = wp::address(var_b, var_0);
        var_25 = wp::load(var_22);
        var_24 = wp::mul(var_25, var_23);
        var_26 = wp::float32(var_4);
        var_28 = wp::mul(var_26, var_27);
        var_29 = wp::add(var_24, var_28);
        var_31 = wp::add(var_29, var_30);
        var_32 = wp::abs(var_31);
        var_34 = wp::add(var_32, var_33);
        var_35 = wp::div(var_2, var_34);
    }
    var_36 = wp::where(var_7, var_21, var_35);
    var_37 = wp::where(var_7, var_14, var_27);
    // x0 = x0 * 0.75                                                                         <L 28>
    var_39 = wp::mul(var_36, var_38);
    // if a[i] > -0.25:                                                                       <L 24>
    var_41 = wp::address(var_a, var_0);
    var_44 = wp::load(var_41);
    var_43 = (var_44 > var_42);
    if (var_43) {
        // x0 = x0 + wp.sqrt(wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE) + 1.0)                <L 25>
        var_45 = wp::address(var_b, var_0);
        var_48 = wp::load(var_45);
        var_47 = wp::mul(var_48, var_46);
        var_49 = wp::float32(var_40);
        var_50 = wp::mul(var_49, var_37);
        var_51 = wp::add(var_47, var_50);
        var_52 = wp::abs(var_51);
        var_54 = wp::add(var_52, var_53);
        var_55 = wp::sqrt(var_54);
        var_56 = wp::add(var_39, var_55);
    }
    if (!var_43) {
        // x0 = x0 / (wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE + 2.0) + 1.0)                 <L 27>
        var_57 = wp::address(var_b, var_0);
        var_60 = wp::load(var_57);
        var_59 = wp::mul(var_60, var_58);
        var_61 = wp::float32(var_40);
        var_62 = wp::mul(var_61, var_37);
        var_63 = wp::add(var_59, var_62);
        var_65 = wp::add(var_63, var_64);
        var_66 = wp::abs(var_65);
        var_68 = wp::add(var_66, var_67);
        var_69 = wp::div(var_39, var_68);
    }
    var_70 = wp::where(var_43, var_56, var_69);
    // x0 = x0 * 0.75                                                                         <L 28>
    var_72 = wp::mul(var_70, var_71);
    // out[i] = combined_s000001_finish(x0)                                                   <L 29>
    var_73 = combined_s000001_finish_0(var_72);
    // wp::array_store(var_out, var_0, var_73);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_73, adj_out, adj_0, adj_73);
    adj_combined_s000001_finish_0(var_72, adj_72, adj_73);
    // adj: out[i] = combined_s000001_finish(x0)                                              <L 29>
    wp::adj_mul(var_70, var_71, adj_70, adj_71, adj_72);
    // adj: x0 = x0 * 0.75                                                                    <L 28>
    wp::adj_where(var_43, var_56, var_69, adj_43, adj_56, adj_69, adj_70);
    if (!var_43) {
        wp::adj_div(var_39, var_68, var_69, adj_39, adj_68, adj_69);
        wp::adj_add(var_66, var_67, adj_66, adj_67, adj_68);
        wp::adj_abs(var_65, adj_65, adj_66);
        wp::adj_add(var_63, var_64, adj_63, adj_64, adj_65);
        wp::adj_add(var_59, var_62, adj_59, adj_62, adj_63);
        wp::adj_mul(var_61, var_37, adj_61, adj_37, adj_62);
        wp::adj_float32(var_40, adj_40, adj_61);
        wp::adj_mul(var_60, var_58, adj_57, adj_58, adj_59);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_57);
        // adj: x0 = x0 / (wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE + 2.0) + 1.0)            <L 27>
    }
    if (var_43) {
        wp::adj_add(var_39, var_55, adj_39, adj_55, adj_56);
        wp::adj_sqrt(var_54, var_55, adj_54, adj_55);
        wp::adj_add(var_52, var_53, adj_52, adj_53, adj_54);
        wp::adj_abs(var_51, adj_51, adj_52);
        wp::adj_add(var_47, var_50, adj_47, adj_50, adj_51);
        wp::adj_mul(var_49, var_37, adj_49, adj_37, adj_50);
        wp::adj_float32(var_40, adj_40, adj_49);
        wp::adj_mul(var_48, var_46, adj_45, adj_46, adj_47);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_45);
        // adj: x0 = x0 + wp.sqrt(wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE) + 1.0)           <L 25>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_41);
    // adj: if a[i] > -0.25:                                                                  <L 24>
    wp::adj_mul(var_36, var_38, adj_36, adj_38, adj_39);
    // adj: x0 = x0 * 0.75                                                                    <L 28>
    wp::adj_where(var_7, var_14, var_27, adj_7, adj_14, adj_27, adj_37);
    wp::adj_where(var_7, var_21, var_35, adj_7, adj_21, adj_35, adj_36);
    if (!var_7) {
        wp::adj_div(var_2, var_34, var_35, adj_2, adj_34, adj_35);
        wp::adj_add(var_32, var_33, adj_32, adj_33, adj_34);
        wp::adj_abs(var_31, adj_31, adj_32);
        wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
        wp::adj_add(var_24, var_28, adj_24, adj_28, adj_29);
        wp::adj_mul(var_26, var_27, adj_26, adj_27, adj_28);
        wp::adj_float32(var_4, adj_4, adj_26);
        wp::adj_mul(var_25, var_23, adj_22, adj_23, adj_24);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_22);
        // adj: x0 = x0 / (wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE + 2.0) + 1.0)            <L 27>
    }
    if (var_7) {
        wp::adj_add(var_2, var_20, adj_2, adj_20, adj_21);
        wp::adj_sqrt(var_19, var_20, adj_19, adj_20);
        wp::adj_add(var_17, var_18, adj_17, adj_18, adj_19);
        wp::adj_abs(var_16, adj_16, adj_17);
        wp::adj_add(var_11, var_15, adj_11, adj_15, adj_16);
        wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_float32(var_4, adj_4, adj_13);
        wp::adj_mul(var_12, var_10, adj_9, adj_10, adj_11);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_9);
        // adj: x0 = x0 + wp.sqrt(wp.abs(b[i] * 1.0 + wp.float32(j) * SCALE) + 1.0)           <L 25>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
    // adj: if a[i] > -0.25:                                                                  <L 24>
    // adj: for j in range(2):                                                                <L 23>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i]                                                                         <L 22>
    // adj: i = wp.tid()                                                                      <L 21>
    // adj: def combined_s000001(                                                             <L 16>
    return;
}