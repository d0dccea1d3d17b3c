struct wp_args_tile_matmul_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void tile_matmul_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_matmul_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 16;
    const wp::int32 var_2 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
    const wp::int32 var_5 = 0;
    const wp::int32 var_6 = 16;
    const wp::int32 var_7 = 4;
    wp::tuple_t<wp::int32, wp::int32> var_8;
    const wp::int32 var_9 = 16;
    wp::int32 var_10;
    const wp::int32 var_11 = 4;
    wp::int32 var_12;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true> var_14 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,4>,wp::tile_stride_t<4,1>,false>();
    const wp::int32 var_15 = 4;
    const wp::int32 var_16 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_17;
    const wp::int32 var_18 = 4;
    wp::int32 var_19;
    const wp::int32 var_20 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_21;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<4,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_23 = 0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_24 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_25 = 0;
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 0;
    const wp::float32 var_28 = 1.0;
    const wp::float32 var_29 = 0.0;
    const wp::int32 var_30 = 1;
    const wp::int32 var_31 = 16;
    const wp::int32 var_32 = 4;
    wp::tuple_t<wp::int32, wp::int32> var_33;
    const wp::int32 var_34 = 16;
    wp::int32 var_35;
    const wp::int32 var_36 = 4;
    wp::int32 var_37;
    wp::tuple_t<wp::int32, wp::int32> var_38;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true> var_39 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,4>,wp::tile_stride_t<4,1>,false>();
    const wp::int32 var_40 = 4;
    const wp::int32 var_41 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_42;
    const wp::int32 var_43 = 4;
    wp::int32 var_44;
    const wp::int32 var_45 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_46;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true> var_47 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<4,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_48 = 0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_49 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_50 = 0;
    const wp::int32 var_51 = 0;
    const wp::int32 var_52 = 0;
    const wp::float32 var_53 = 1.0;
    const wp::float32 var_54 = 0.0;
    const wp::int32 var_55 = 16;
    wp::int32 var_56;
    const wp::int32 var_57 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_58;
    const wp::int32 var_59 = 0;
    //---------
    // forward
    // def tile_matmul_s000000(                                                               <L 10>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // acc = wp.tile_zeros(shape=(16, 8), dtype=float)                                        <L 16>
    var_3 = wp::tuple(var_1, var_2);
    var_4 = wp::tile_zeros<float, 16, 8>();
    // for kk in range(2):                                                                    <L 17>
    // ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                           <L 18>
    var_8 = wp::tuple(var_6, var_7);
    var_10 = wp::mul(var_0, var_9);
    var_12 = wp::mul(var_5, var_11);
    var_13 = wp::tuple(var_10, var_12);
    var_14 = wp::tile_load<wp::float32, true, false, 16, 4>(var_a, var_10, var_12);
    // tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                                 <L 19>
    var_17 = wp::tuple(var_15, var_16);
    var_19 = wp::mul(var_5, var_18);
    var_21 = wp::tuple(var_19, var_20);
    var_22 = wp::tile_load<wp::float32, true, false, 4, 8>(var_b, var_19, var_23);
    // acc += wp.tile_matmul(ta, tb)                                                          <L 20>
    var_24 = wp::tile_matmul(var_25, var_26, var_27, var_14, var_22, var_24, var_28, var_29);
    wp::tile_add_inplace(var_4, var_24);
    // ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                           <L 18>
    var_33 = wp::tuple(var_31, var_32);
    var_35 = wp::mul(var_0, var_34);
    var_37 = wp::mul(var_30, var_36);
    var_38 = wp::tuple(var_35, var_37);
    var_39 = wp::tile_load<wp::float32, true, false, 16, 4>(var_a, var_35, var_37);
    // tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                                 <L 19>
    var_42 = wp::tuple(var_40, var_41);
    var_44 = wp::mul(var_30, var_43);
    var_46 = wp::tuple(var_44, var_45);
    var_47 = wp::tile_load<wp::float32, true, false, 4, 8>(var_b, var_44, var_48);
    // acc += wp.tile_matmul(ta, tb)                                                          <L 20>
    var_49 = wp::tile_matmul(var_50, var_51, var_52, var_39, var_47, var_49, var_53, var_54);
    wp::tile_add_inplace(var_4, var_49);
    // wp.tile_store(out, acc, offset=(i * 16, 0))                                            <L 21>
    var_56 = wp::mul(var_0, var_55);
    var_58 = wp::tuple(var_56, var_57);
    wp::tile_store<wp::float32, true, false>(var_out, var_56, var_59, var_4);
}