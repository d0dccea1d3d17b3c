extern "C" __global__ void tile_matmul_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true> var_14 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,4>,wp::tile_stride_t<4,1>,true>();
        const wp::int32 var_15 = 4;
        const wp::int32 var_16 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_17;
        const wp::int32 var_18 = 4;
        wp::int32 var_19;
        const wp::int32 var_20 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_21;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<4,8>,wp::tile_stride_t<8,1>,true>();
        const wp::int32 var_23 = 0;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_24 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
        const wp::float32 var_25 = 1.0;
        const wp::float32 var_26 = 0.0;
        const wp::int32 var_27 = 1;
        const wp::int32 var_28 = 16;
        const wp::int32 var_29 = 4;
        wp::tuple_t<wp::int32, wp::int32> var_30;
        const wp::int32 var_31 = 16;
        wp::int32 var_32;
        const wp::int32 var_33 = 4;
        wp::int32 var_34;
        wp::tuple_t<wp::int32, wp::int32> var_35;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true> var_36 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,4>,wp::tile_stride_t<4,1>,true>();
        const wp::int32 var_37 = 4;
        const wp::int32 var_38 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_39;
        const wp::int32 var_40 = 4;
        wp::int32 var_41;
        const wp::int32 var_42 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_43;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true> var_44 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<4,8>,wp::tile_stride_t<8,1>,true>();
        const wp::int32 var_45 = 0;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_46 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,true>();
        const wp::float32 var_47 = 1.0;
        const wp::float32 var_48 = 0.0;
        const wp::int32 var_49 = 16;
        wp::int32 var_50;
        const wp::int32 var_51 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_52;
        const wp::int32 var_53 = 0;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_3 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> adj_4{};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_13 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true>& adj_14 = var_14;
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_21 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true>& adj_22 = var_22;
        wp::int32 adj_23 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_24 = var_24;
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_35 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,4>, wp::tile_stride_t<4,1>>, true>& adj_36 = var_36;
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_39 = {};
        wp::int32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_43 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<4,8>, wp::tile_stride_t<8,1>>, true>& adj_44 = var_44;
        wp::int32 adj_45 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true>& adj_46 = var_46;
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::int32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_52 = {};
        wp::int32 adj_53 = {};
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
        var_24 = wp::tile_matmul(dot_16_8_4_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_16_4_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_4_8_16_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_14, var_22, var_24, var_25, var_26);
        wp::tile_add_inplace(var_4, var_24);
        // ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                           <L 18>
        var_30 = wp::tuple(var_28, var_29);
        var_32 = wp::mul(var_0, var_31);
        var_34 = wp::mul(var_27, var_33);
        var_35 = wp::tuple(var_32, var_34);
        var_36 = wp::tile_load<wp::float32, true, false, 16, 4>(var_a, var_32, var_34);
        // tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                                 <L 19>
        var_39 = wp::tuple(var_37, var_38);
        var_41 = wp::mul(var_27, var_40);
        var_43 = wp::tuple(var_41, var_42);
        var_44 = wp::tile_load<wp::float32, true, false, 4, 8>(var_b, var_41, var_45);
        // acc += wp.tile_matmul(ta, tb)                                                          <L 20>
        var_46 = wp::tile_matmul(dot_16_8_4_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_16_4_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_4_8_16_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_36, var_44, var_46, var_47, var_48);
        wp::tile_add_inplace(var_4, var_46);
        // wp.tile_store(out, acc, offset=(i * 16, 0))                                            <L 21>
        var_50 = wp::mul(var_0, var_49);
        var_52 = wp::tuple(var_50, var_51);
        // wp::tile_store<wp::float32, true, false>(var_out, var_50, var_53, var_4);
        //---------
        // reverse
        wp::adj_tile_store(var_out, var_50, var_53, var_4, adj_out, adj_50, adj_53, adj_4);
        wp::adj_mul(var_0, var_49, adj_0, adj_49, adj_50);
        // adj: wp.tile_store(out, acc, offset=(i * 16, 0))                                       <L 21>
        wp::adj_tile_add_inplace(var_4, var_46, adj_4, adj_46);
        wp::adj_tile_matmul(dot_16_8_4_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_16_4_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_4_8_16_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_36, var_44, var_46, var_47, var_48, dot_16_8_4_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_16_4_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_4_8_16_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, adj_36, adj_44, adj_46, adj_47, adj_48, adj_46);
        // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 20>
        wp::adj_tile_load(var_b, var_41, var_45, adj_b, adj_41, adj_45, adj_44);
        wp::adj_mul(var_27, var_40, adj_27, adj_40, adj_41);
        // adj: tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                            <L 19>
        wp::adj_tile_load(var_a, var_32, var_34, adj_a, adj_32, adj_34, adj_36);
        wp::adj_mul(var_27, var_33, adj_27, adj_33, adj_34);
        wp::adj_mul(var_0, var_31, adj_0, adj_31, adj_32);
        // adj: ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                      <L 18>
        wp::adj_tile_add_inplace(var_4, var_24, adj_4, adj_24);
        wp::adj_tile_matmul(dot_16_8_4_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_16_4_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_4_8_16_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, var_14, var_22, var_24, var_25, var_26, dot_16_8_4_90_256_1_1_1_5_5_5_0_al16_16_16_sb1, dot_16_4_8_90_256_1_0_1_5_5_5_0_al16_16_16_sb1, dot_4_8_16_90_256_0_1_1_5_5_5_0_al16_16_16_sb1, adj_14, adj_22, adj_24, adj_25, adj_26, adj_24);
        // adj: acc += wp.tile_matmul(ta, tb)                                                     <L 20>
        wp::adj_tile_load(var_b, var_19, var_23, adj_b, adj_19, adj_23, adj_22);
        wp::adj_mul(var_5, var_18, adj_5, adj_18, adj_19);
        // adj: tb = wp.tile_load(b, shape=(4, 8), offset=(kk * 4, 0))                            <L 19>
        wp::adj_tile_load(var_a, var_10, var_12, adj_a, adj_10, adj_12, adj_14);
        wp::adj_mul(var_5, var_11, adj_5, adj_11, adj_12);
        wp::adj_mul(var_0, var_9, adj_0, adj_9, adj_10);
        // adj: ta = wp.tile_load(a, shape=(16, 4), offset=(i * 16, kk * 4))                      <L 18>
        // adj: for kk in range(2):                                                               <L 17>
        // adj: acc = wp.tile_zeros(shape=(16, 8), dtype=float)                                   <L 16>
        // adj: i = wp.tid()                                                                      <L 15>
        // adj: def tile_matmul_s000000(                                                          <L 10>
        continue;
    }
}