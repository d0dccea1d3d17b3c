struct wp_args_selection_s000001 {
    wp::array_t<wp::vec_t<4, wp::float32>> a;
    wp::array_t<wp::int32> out;
    wp::array_t<wp::float32> out1;
};

template <bool wp_linear_contiguous>
static void selection_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_selection_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_selection_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float32>* var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    wp::vec_t<4, wp::float32> var_4;
    const wp::float32 var_5 = 0.0;
    bool var_6;
    const wp::int32 var_7 = 1;
    wp::uint32 var_8;
    const wp::int32 var_9 = 0;
    wp::uint32 var_10;
    wp::uint32 var_11;
    wp::vec_t<4, wp::float32>* var_12;
    const wp::int32 var_13 = 1;
    wp::float32 var_14;
    wp::vec_t<4, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    bool var_17;
    const wp::int32 var_18 = 2;
    wp::uint32 var_19;
    const wp::int32 var_20 = 0;
    wp::uint32 var_21;
    wp::uint32 var_22;
    wp::uint32 var_23;
    wp::vec_t<4, wp::float32>* var_24;
    const wp::int32 var_25 = 2;
    wp::float32 var_26;
    wp::vec_t<4, wp::float32> var_27;
    const wp::float32 var_28 = 0.0;
    bool var_29;
    const wp::int32 var_30 = 4;
    wp::uint32 var_31;
    const wp::int32 var_32 = 0;
    wp::uint32 var_33;
    wp::uint32 var_34;
    wp::uint32 var_35;
    wp::vec_t<4, wp::float32>* var_36;
    const wp::int32 var_37 = 3;
    wp::float32 var_38;
    wp::vec_t<4, wp::float32> var_39;
    const wp::float32 var_40 = 0.0;
    bool var_41;
    const wp::int32 var_42 = 8;
    wp::uint32 var_43;
    const wp::int32 var_44 = 0;
    wp::uint32 var_45;
    wp::uint32 var_46;
    wp::uint32 var_47;
    wp::int32 var_48;
    wp::int32 var_49;
    wp::vec_t<4, wp::float32>* var_50;
    wp::float32 var_51;
    wp::vec_t<4, wp::float32> var_52;
    //---------
    // forward
    // def selection_s000001(                                                                 <L 1>
    // i = wp.tid()                                                                           <L 6>
    var_0 = builtin_tid1d();
    // x0 = (wp.uint32(1) if a[i][0] > 0.0 else wp.uint32(0)) | (wp.uint32(2) if a[i][1] > 0.0 else wp.uint32(0)) | (wp.uint32(4) if a[i][2] > 0.0 else wp.uint32(0)) | (wp.uint32(8) if a[i][3] > 0.0 else wp.uint32(0))       <L 7>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_6 = (var_3 > var_5);
    if (var_6) {
        var_8 = wp::uint32(var_7);
    }
    if (!var_6) {
        var_10 = wp::uint32(var_9);
    }
    var_11 = wp::where(var_6, var_8, var_10);
    var_12 = wp::address(var_a, var_0);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_17 = (var_14 > var_16);
    if (var_17) {
        var_19 = wp::uint32(var_18);
    }
    if (!var_17) {
        var_21 = wp::uint32(var_20);
    }
    var_22 = wp::where(var_17, var_19, var_21);
    var_23 = wp::bit_or(var_11, var_22);
    var_24 = wp::address(var_a, var_0);
    var_27 = wp::load(var_24);
    var_26 = wp::extract(var_27, var_25);
    var_29 = (var_26 > var_28);
    if (var_29) {
        var_31 = wp::uint32(var_30);
    }
    if (!var_29) {
        var_33 = wp::uint32(var_32);
    }
    var_34 = wp::where(var_29, var_31, var_33);
    var_35 = wp::bit_or(var_23, var_34);
    var_36 = wp::address(var_a, var_0);
    var_39 = wp::load(var_36);
    var_38 = wp::extract(var_39, var_37);
    var_41 = (var_38 > var_40);
    if (var_41) {
        var_43 = wp::uint32(var_42);
    }
    if (!var_41) {
        var_45 = wp::uint32(var_44);
    }
    var_46 = wp::where(var_41, var_43, var_45);
    var_47 = wp::bit_or(var_35, var_46);
    // x1 = wp.bit_count(x0)                                                                  <L 8>
    var_48 = wp::bit_count(var_47);
    // out[i] = wp.int32(x0)                                                                  <L 9>
    var_49 = wp::int32(var_47);
    wp::array_store(var_out, var_0, var_49);
    // out1[i] = selection_s000001_combine(a[i], x1)                                          <L 10>
    var_50 = wp::address(var_a, var_0);
    var_52 = wp::load(var_50);
    var_51 = selection_s000001_combine_0(var_52, var_48);
    wp::array_store(var_out1, var_0, var_51);
}